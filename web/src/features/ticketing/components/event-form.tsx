import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { completeDateTime } from '../../../components/ui/date-time-rules';
import { ImageUpload } from '../../../components/ui/image-upload';
import { errorMessage } from '../../../lib/api/client';
import { CURRENCY_CODES, DEFAULT_CURRENCY, minorDigits, type Currency } from '../../../lib/money';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useCurrentUser } from '../../../lib/current-user';
import { useCategories, useCreateEvent, useOwnerTimezone } from '../api/events';
import { DETAILS_MESSAGES } from '../event-details';
import { textToHtml, timeZoneChoices } from '../format';

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';
const rowLabel = 'mb-1 block text-xs font-medium text-neutral-700';

interface Fields {
  name: string;
  description: string;
  poster: string | null;
  categoryId: string;
  timezone: string;
  tba: boolean;
  locationName: string;
  locationAddress: string;
  dates: { startsAt: string; endsAt: string; doorTime: string }[];
  tickets: { name: string; attendance: 'in-person' | 'online'; price: string; currency: Currency; quantity: string }[];
}

/** A date's three moments, each a date-time field; only the start is required. */
const DATE_FIELDS = [
  { name: 'startsAt', label: 'starts', legend: 'Starts', required: 'Add a start' },
  { name: 'endsAt', label: 'ends', legend: 'Ends', required: false },
  { name: 'doorTime', label: 'doors open', legend: 'Doors open', required: false },
] as const;

/** Date-time field values ('YYYY-MM-DDTHH:mm') are wall-clock times in the chosen zone; the API takes instants. */
export function zonedToIso(local: string, timezone: string): string {
  const guess = new Date(`${local}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(guess.getTime() - (shown - guess.getTime())).toISOString();
}

/** /e/new: the simple form; it creates a draft with its dates and ticket types, then opens the event page. */
export function EventForm({ ownerId }: { ownerId?: string }) {
  const me = useCurrentUser();
  const categories = useCategories();
  const create = useCreateEvent();
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, formState, getFieldState, resetField } = useForm<Fields>({
    defaultValues: {
      // The browser's zone until the owner's is known.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      poster: null,
      tba: false,
      dates: [{ startsAt: '', endsAt: '', doorTime: '' }],
      tickets: [{ name: 'General admission', attendance: 'in-person', price: '20', currency: DEFAULT_CURRENCY, quantity: '100' }],
    },
  });
  const dates = useFieldArray({ control, name: 'dates' });
  const tickets = useFieldArray({ control, name: 'tickets' });
  useLeavePrompt(formState.isDirty && !saved);

  const owner = ownerId ?? me.user?.id;
  // The event starts in its owner's time zone, unless one was chosen already.
  const ownerTimezone = useOwnerTimezone(owner).data;
  useEffect(() => {
    if (ownerTimezone && !getFieldState('timezone').isDirty) resetField('timezone', { defaultValue: ownerTimezone });
  }, [ownerTimezone, getFieldState, resetField]);
  const timezone = useWatch({ control, name: 'timezone' });
  const onSubmit = handleSubmit(async (fields) => {
    if (!owner) return;
    setServerError(undefined);
    const at = (local: string) => (local ? zonedToIso(local, fields.timezone) : null);
    try {
      const { id } = await create.mutateAsync({
        body: {
          ownerId: owner,
          name: fields.name,
          description: textToHtml(fields.description),
          poster: fields.poster,
          categoryId: fields.categoryId || null,
          timezone: fields.timezone,
          locationSetting: fields.tba ? 'tba' : 'other',
          locationName: fields.tba ? null : fields.locationName || null,
          locationAddress: fields.tba ? null : fields.locationAddress || null,
          dates: fields.dates.map((d) => ({ startsAt: at(d.startsAt)!, endsAt: at(d.endsAt), doorTime: at(d.doorTime) })),
          ticketTypes: fields.tickets.map((t) => ({
            name: t.name,
            attendance: t.attendance,
            price: Math.round(Number(t.price) * 10 ** minorDigits(t.currency)),
            currency: t.currency,
            quantity: Number(t.quantity),
          })),
        },
      });
      setSaved(true);
      setTimeout(() => window.location.assign(`/event/${id}`));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const tba = useWatch({ control, name: 'tba' });
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Create An Event</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <label className="block">
          <span className="text-sm font-medium">Event name</span>
          <input className={input} {...register('name', { required: DETAILS_MESSAGES.nameRequired })} />
          {formState.errors.name && <p role="alert" className="text-sm text-red-600">{formState.errors.name.message}</p>}
        </label>
        <label className="block">
          <span className="text-sm font-medium">Description</span>
          <textarea rows={5} className={input} {...register('description')} />
        </label>
        <div>
          <span className="mb-1 block text-sm font-medium">Poster</span>
          <Controller control={control} name="poster" render={({ field }) => <ImageUpload label="Poster" value={field.value} onChange={field.onChange} />} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <label className="block">
            <span className="text-sm font-medium">Category</span>
            <select className={input} {...register('categoryId')}>
              <option value="">None</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-medium">Time zone</span>
            <select className={input} {...register('timezone')}>
              {timeZoneChoices(timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">Location</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('tba')} /> To Be Announced
          </label>
          {!tba && (
            <>
              <input aria-label="Venue name" placeholder="Venue name" className={input} {...register('locationName')} />
              <input aria-label="Address" placeholder="Address" className={input} {...register('locationAddress')} />
            </>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">Dates</legend>
          {dates.fields.map((field, index) => (
            <div key={field.id} className="grid gap-2 rounded-lg border border-neutral-200 p-3 md:grid-cols-3">
              {DATE_FIELDS.map(({ name, label, legend, required }) => (
                <Controller
                  key={name}
                  control={control}
                  name={`dates.${index}.${name}`}
                  rules={{ required, validate: completeDateTime }}
                  render={({ field, fieldState }) => (
                    <DateTimeField
                      label={`Date ${index + 1} ${label}`}
                      legend={legend}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
              {dates.fields.length > 1 && (
                <button type="button" className="text-left text-sm underline" onClick={() => dates.remove(index)}>
                  Remove date
                </button>
              )}
            </div>
          ))}
          <button type="button" className="self-start text-sm underline" onClick={() => dates.append({ startsAt: '', endsAt: '', doorTime: '' })}>
            Add a date
          </button>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">Tickets</legend>
          {tickets.fields.map((field, index) => (
            // Each field shows its label; its accessible name also says which ticket it belongs to.
            <fieldset key={field.id} className="grid gap-2 rounded-lg border border-neutral-200 p-3 md:grid-cols-6">
              <legend className="px-1 text-sm">Ticket {index + 1}</legend>
              <label className="block md:col-span-3">
                <span className={rowLabel}>Name</span>
                <input aria-label={`Ticket ${index + 1} name`} className={input} {...register(`tickets.${index}.name`, { required: true })} />
              </label>
              <label className="block md:col-span-3">
                <span className={rowLabel}>Attendance</span>
                <select aria-label={`Ticket ${index + 1} attendance`} className={input} {...register(`tickets.${index}.attendance`)}>
                  <option value="in-person">In person</option>
                  <option value="online">Online</option>
                </select>
              </label>
              <label className="block md:col-span-2">
                <span className={rowLabel}>Price</span>
                <input aria-label={`Ticket ${index + 1} price`} inputMode="decimal" className={input} {...register(`tickets.${index}.price`)} />
              </label>
              <label className="block md:col-span-2">
                <span className={rowLabel}>Currency</span>
                <select aria-label={`Ticket ${index + 1} currency`} className={input} {...register(`tickets.${index}.currency`)}>
                  {CURRENCY_CODES.map((c) => (
                    <option key={c} value={c}>
                      {c.toUpperCase()}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block md:col-span-2">
                <span className={rowLabel}>Quantity</span>
                <input aria-label={`Ticket ${index + 1} quantity`} inputMode="numeric" className={input} {...register(`tickets.${index}.quantity`)} />
              </label>
            </fieldset>
          ))}
          <button
            type="button"
            className="self-start text-sm underline"
            onClick={() => tickets.append({ name: '', attendance: 'in-person', price: '0', currency: DEFAULT_CURRENCY, quantity: '100' })}
          >
            Add a ticket type
          </button>
        </fieldset>
        {serverError && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{serverError}</p>}
        <div className="flex gap-3">
          <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
            Save draft
          </button>
          <a href="/event/new?step=1" className="rounded-full border border-neutral-300 px-6 py-2.5">
            Cancel
          </a>
        </div>
      </form>
    </main>
  );
}
