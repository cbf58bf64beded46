import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/api/client';
import { useAddCardReader, useAddLocation, useRefreshCardReaders, type PlaceAddress } from '../../api/card-readers';
import { CARD_READER_COUNTRY, CARD_READER_TEXT, payoutsPath } from '../../card-readers';
import { AddressSearch } from './address-search';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';

interface Fields {
  name: string;
  pairingCode: string;
  venueName: string;
  apartment: string;
  address: PlaceAddress | null;
}

const filled = (message: string) => (value: string) => value.trim() !== '' || message;

/** /manage/{username}/settings/payouts/add-card-reader: the reader's name and pairing code, and the venue it stands at. */
export function AddCardReaderForm({ ownerId, username }: { ownerId: string; username: string }) {
  const router = useRouter();
  const addLocation = useAddLocation();
  const addReader = useAddCardReader();
  const refresh = useRefreshCardReaders();
  const [incomplete, setIncomplete] = useState(false);
  // A venue already recorded is used again when only the reader failed (a mistyped pairing code).
  const saved = useRef<{ key: string; id: string }>(undefined);
  const { register, control, handleSubmit, formState, setError } = useForm<Fields>({
    defaultValues: { name: '', pairingCode: '', venueName: '', apartment: '', address: null },
  });
  const back = payoutsPath(username);
  // A reader that was added leaves without asking.
  const added = useRef(false);
  const dirty = formState.isDirty;
  useLeavePrompt(() => dirty && !added.current);

  const locationId = async ({ venueName, apartment, address }: Fields) => {
    const location = { ...address!, name: venueName.trim(), apartment: apartment.trim(), country: CARD_READER_COUNTRY };
    const key = JSON.stringify(location);
    if (saved.current?.key !== key) saved.current = { key, id: (await addLocation.mutateAsync({ body: { ownerId, location } })).id };
    return saved.current.id;
  };

  const save = async (fields: Fields) => {
    setIncomplete(false);
    try {
      await addReader.mutateAsync({ body: { ownerId, name: fields.name.trim(), pairingCode: fields.pairingCode.trim(), locationId: await locationId(fields) } });
      added.current = true;
      toast.success(CARD_READER_TEXT.added);
      void refresh();
      await router.navigate({ href: back });
    } catch (error) {
      const message = errorMessage(error, '');
      if (message === CARD_READER_TEXT.pairingCode) setError('pairingCode', { message });
      toast.error(CARD_READER_TEXT.failed, message ? { description: message } : undefined);
    }
  };

  const saving = addLocation.isPending || addReader.isPending;
  return (
    <section aria-labelledby="add-card-reader-heading" className="mx-auto max-w-2xl rounded-xl border border-neutral-200 p-6">
      <h1 id="add-card-reader-heading" className="mb-6 text-2xl font-semibold">
        Add card reader
      </h1>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) =>
          void handleSubmit(save, () => setIncomplete(true))(event)
        }
      >
        <TextField label="Card reader name" error={formState.errors.name?.message} {...register('name', { validate: filled(CARD_READER_TEXT.name) })} />
        <TextField
          label="Pairing code"
          hint="The code your reader shows when you open its settings and choose Generate pairing code"
          autoComplete="off"
          error={formState.errors.pairingCode?.message}
          {...register('pairingCode', { validate: filled(CARD_READER_TEXT.pairingCode) })}
        />
        <TextField label="Venue name" error={formState.errors.venueName?.message} {...register('venueName', { validate: filled(CARD_READER_TEXT.required) })} />
        <Controller
          control={control}
          name="address"
          rules={{ validate: (address) => !!address || CARD_READER_TEXT.address }}
          render={({ field, fieldState }) => <AddressSearch value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <TextField label="Apartment, suite or floor" error={formState.errors.apartment?.message} {...register('apartment', { validate: filled(CARD_READER_TEXT.required) })} />
        <TextField label="Country" value="United States (US)" readOnly disabled hint="Card readers are registered in the US only" />
        {incomplete && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {CARD_READER_TEXT.incomplete}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => void router.navigate({ href: back })} className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
            Cancel
          </button>
          <button type="submit" disabled={saving} aria-busy={saving || undefined} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
