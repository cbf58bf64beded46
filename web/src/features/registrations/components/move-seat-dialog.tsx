import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/ui/modal';
import type { Registration } from '../api/registrations';
import { dateSeatsKey, moveGuestSeat, useDateSeats } from '../api/seats';
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
  const queryClient = useQueryClient();
  const { places, seats, error, loading } = useDateSeats(eventId, registration.eventDateId);
  const [chosen, setSeat] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const choices = places && seats ? seatChoices(places, seats, categoryKeys) : [];
  // A seat taken since it was chosen is offered no more.
  const seat = choices.some((choice) => choice.label === chosen) ? chosen : '';

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
      // Refused, most likely as the seat was taken meanwhile: the seats as they are now.
      void queryClient.invalidateQueries({ queryKey: dateSeatsKey(eventId, registration.eventDateId) });
    } finally {
      setBusy(false);
    }
  };

  return (
    // The shared dialog: closed, it hands the focus back to the row's menu button the move was chosen from.
    <Modal
      title="Move seat"
      closeLabel="Cancel"
      onClose={() => !busy && onClose()}
      action={
        <button type="submit" form={formId} disabled={busy || !choices.length} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
          {busy ? 'Moving...' : 'Move'}
        </button>
      }
    >
      <p className="text-sm text-neutral-600">
        {registration.name} sits in {registration.seat}. Choose a free seat or one kept for guests.
      </p>
      <form id={formId} className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
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
      </form>
    </Modal>
  );
}
