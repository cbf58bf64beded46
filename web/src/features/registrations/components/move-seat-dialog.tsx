import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Registration } from '../api/registrations';
import { moveGuestSeat, useDateSeats } from '../api/seats';
import { SeatPicker, seatChoices } from './seat-picker';

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm';

/** 'Move seat' of the guest list: the guest's ticket moves to a free seat (or one kept for guests) of its date. */
export function MoveSeatDialog({
  eventId,
  registration,
  categoryKeys,
  onClose,
  onMoved,
}: {
  eventId: string;
  registration: Registration;
  /** The categories the guest's ticket type sells: the seats it can move to. */
  categoryKeys: readonly number[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { places, seats, error, loading } = useDateSeats(eventId, registration.eventDateId);
  const [seat, setSeat] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choices = places && seats ? seatChoices(places, seats, categoryKeys) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!seat) return setRefusal('Please choose a seat');
    setBusy(true);
    try {
      const { message } = await moveGuestSeat(registration.id, seat);
      toast.success(message);
      onMoved();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'Please try again later');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Move seat</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-600">
            {registration.name} sits in {registration.seat}. Choose a free seat or one kept for guests.
          </Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            {loading ? (
              <p className="text-sm text-neutral-600" aria-busy="true">
                Loading seats...
              </p>
            ) : error ? (
              <p role="alert" className="text-sm text-red-700">
                {error.message}
              </p>
            ) : choices.length ? (
              <SeatPicker choices={choices} value={seat} onChange={setSeat} label="New seat" placeholder="Choose a seat" className={input} />
            ) : (
              <p className="text-sm text-neutral-600">No seat this ticket can take is free.</p>
            )}
            {refusal && (
              <p role="alert" className="text-sm text-red-700">
                {refusal}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <button type="button" disabled={busy} className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100 disabled:opacity-50" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" disabled={busy || !choices.length} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
                {busy ? 'Moving...' : 'Move'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
