import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { useAddGuests } from '../api/registrations';
import { dateSeatsKey, useDateSeats } from '../api/seats';
import { boxOfficeSale, useOwnerCardReaders } from '../api/terminal';
import { TERMINAL_TEXT, useTerminalPayment, type Timers } from '../hooks/terminal-payment';
import { formatEventDate } from '../../../lib/event-time';
import { CardReaderOption } from './card-reader-option';
import { SeatPicker, seatChoices } from './seat-picker';

type EventDate = components['schemas']['EventDateResponse'];
type TicketType = components['schemas']['TicketTypeResponse'];

/** Seed 000 §5: the quantity select goes up to 25. */
const MAX_GUESTS = 25;

interface GuestFields {
  firstName: string;
  lastName: string;
  email: string;
  /** Reserved seating: the label of the seat the guest gets ('' for none). */
  seat: string;
}

const blank: GuestFields = { firstName: '', lastName: '', email: '', seat: '' };
const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm';

/**
 * Add guests: a date, a ticket and how many, then optional names and e-mails (a guest left blank is
 * Anonymous Guest), and how they pay: 'Comp (free)' (nothing, no confirmation e-mail) or at one of the
 * owner's card readers (seed 000 §4 'Card-reader payment'). The API keeps to the capacity.
 */
export function AddGuestsDialog({
  eventId,
  ownerId,
  timers,
  dates,
  ticketTypes,
  timezone,
  initialDateId,
  seated = false,
  onClose,
  onAdded,
}: {
  eventId: string;
  /** The event's owner, whose card readers may take the payment. */
  ownerId: string;
  /** For tests: the card reader's polling clock. */
  timers?: Timers;
  dates: EventDate[];
  ticketTypes: TicketType[];
  timezone: string;
  initialDateId: string;
  /** The event sells seats of a chart: each guest of a seated ticket may get a free or kept seat. */
  seated?: boolean;
  onClose: () => void;
  onAdded: (dateId: string) => void;
}) {
  const [dateId, setDateId] = useState(initialDateId);
  // Tickets kept for private lists are not for guests (seed 000 §6).
  const tickets = ticketTypes.filter((t) => t.eventDateId === dateId && t.visibilityScope !== 'list');
  const [ticketId, setTicketId] = useState(tickets[0]?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [guests, setGuests] = useState<GuestFields[]>([{ ...blank }]);
  const [error, setError] = useState<string>();
  const add = useAddGuests();
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState<'comp' | 'reader'>('comp');
  const readers = useOwnerCardReaders(ownerId).data ?? [];
  const [readerId, setReaderId] = useState('');
  const reader = readers.find((r) => r.id === readerId) ?? readers[0];
  // Tickets of a seated date selling chart categories get seats.
  const seatKeys = (seated && tickets.find((t) => t.id === ticketId)?.seatsCategoryKeys) || [];
  const seatsOf = useDateSeats(eventId, dateId, seatKeys.length > 0);
  const choices = seatKeys.length && seatsOf.places && seatsOf.seats ? seatChoices(seatsOf.places, seatsOf.seats, seatKeys) : [];
  // A seat taken since it was chosen (the seats are read again after a refusal) is offered no more.
  const offered = new Set(choices.map((choice) => choice.label));
  const seatOf = (guest: GuestFields) => (offered.has(guest.seat) ? guest.seat : '');
  const guestsBody = () =>
    guests.map((g) => ({ firstName: g.firstName.trim() || undefined, lastName: g.lastName.trim() || undefined, email: g.email.trim() || undefined, seat: seatOf(g) || undefined }));
  // One sale per dialog: made on the first try at the reader, kept for Try Again.
  const sale = useMemo(() => boxOfficeSale(eventId), [eventId]);
  const terminal = useTerminalPayment(sale, timers);
  const busy = terminal.state.step === 'starting' || terminal.state.step === 'processing';
  const paid = terminal.state.step === 'succeeded';
  useEffect(() => {
    if (paid) onAdded(dateId);
  }, [paid, dateId, onAdded]);
  const close = () => {
    if (busy) return;
    if (terminal.state.step !== 'succeeded') void sale.abandon();
    onClose();
  };

  // Seats belong to a date and a ticket's categories: another choice clears them.
  const clearSeats = () => setGuests((current) => current.map((g) => ({ ...g, seat: '' })));
  const chooseDate = (id: string) => {
    setDateId(id);
    setTicketId(ticketTypes.find((t) => t.eventDateId === id && t.visibilityScope !== 'list')?.id ?? '');
    clearSeats();
  };
  const chooseTicket = (id: string) => {
    setTicketId(id);
    clearSeats();
  };
  /** Places chosen for the guests other than `index`, by seat label. */
  const chosenBesides = (index: number) => {
    const chosen = new Map<string, number>();
    guests.forEach((g, n) => n !== index && seatOf(g) && chosen.set(g.seat, (chosen.get(g.seat) ?? 0) + 1));
    return chosen;
  };
  const chooseQuantity = (value: number) => {
    setQuantity(value);
    setGuests((current) => Array.from({ length: value }, (_, n) => current[n] ?? { ...blank }));
  };
  const setGuest = (index: number, field: keyof GuestFields, value: string) => setGuests((current) => current.map((g, n) => (n === index ? { ...g, [field]: value } : g)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!ticketId) return setError('Please choose a ticket');
    if (payment === 'reader') {
      if (!reader) return;
      sale.choose({ eventDateId: dateId, tickets: [{ id: ticketId, quantity }], guests: guestsBody() });
      await terminal.start(reader.id);
      return;
    }
    try {
      await add.mutateAsync({
        params: { path: { id: eventId } },
        body: {
          eventDateId: dateId,
          tickets: [{ id: ticketId, quantity }],
          guests: guestsBody(),
        },
      });
      onAdded(dateId);
    } catch (failure) {
      setError(errorMessage(failure));
      // Refused seats were most likely taken meanwhile: the seats as they are now.
      if (seatKeys.length) void queryClient.invalidateQueries({ queryKey: dateSeatsKey(eventId, dateId) });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,95vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Add guests</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-600">Guests get free tickets (Comp) or pay at a card reader. Names and e-mails are optional; no confirmation e-mail is sent.</Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            <fieldset disabled={busy} className="contents">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">Date</span>
              <select className={input} value={dateId} onChange={(e) => chooseDate(e.target.value)}>
                {dates.map((d) => (
                  <option key={d.id} value={d.id}>
                    {formatEventDate(d.startsAt, timezone)}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex gap-4">
              <label className="flex flex-1 flex-col gap-1 text-sm">
                <span className="font-medium">Ticket</span>
                <select className={input} value={ticketId} onChange={(e) => chooseTicket(e.target.value)}>
                  {tickets.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} ({t.available} left)
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex w-28 flex-col gap-1 text-sm">
                <span className="font-medium">Quantity</span>
                <select className={input} value={quantity} onChange={(e) => chooseQuantity(Number(e.target.value))}>
                  {Array.from({ length: MAX_GUESTS }, (_, n) => n + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-medium">Guests</legend>
              {seatKeys.length > 0 && seatsOf.error && (
                <p role="alert" className="text-sm text-red-700">
                  {seatsOf.error.message}
                </p>
              )}
              {guests.map((guest, n) => (
                <div key={n} className="grid grid-cols-1 gap-2 sm:grid-cols-3" role="group" aria-label={`Guest ${n + 1}`}>
                  <input className={input} aria-label={`Guest ${n + 1} first name`} placeholder="First name" value={guest.firstName} onChange={(e) => setGuest(n, 'firstName', e.target.value)} />
                  <input className={input} aria-label={`Guest ${n + 1} last name`} placeholder="Last name" value={guest.lastName} onChange={(e) => setGuest(n, 'lastName', e.target.value)} />
                  <input className={input} type="email" aria-label={`Guest ${n + 1} email`} placeholder="Email (optional)" value={guest.email} onChange={(e) => setGuest(n, 'email', e.target.value)} />
                  {seatKeys.length > 0 && (
                    <SeatPicker
                      choices={choices}
                      value={seatOf(guest)}
                      onChange={(label) => setGuest(n, 'seat', label)}
                      label={`Guest ${n + 1} seat`}
                      placeholder={seatsOf.loading ? 'Loading seats...' : 'No seat'}
                      chosen={chosenBesides(n)}
                      className={`${input} sm:col-span-3`}
                    />
                  )}
                </div>
              ))}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">Payment</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="payment" value="comp" checked={payment === 'comp'} onChange={() => setPayment('comp')} />
                Comp (free)
              </label>
              <CardReaderOption selected={payment === 'reader'} onSelect={() => setPayment('reader')} readers={readers} readerId={reader?.id ?? ''} onReader={setReaderId} />
            </fieldset>
            </fieldset>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            {terminal.state.step === 'choose' && terminal.state.error && (
              <p role="alert" className="text-sm text-red-700">
                {terminal.state.error}
              </p>
            )}
            {terminal.state.step === 'timedOut' && (
              <p role="alert" className="text-sm text-red-700">
                {TERMINAL_TEXT.timedOut}
              </p>
            )}
            {(terminal.state.step === 'starting' || terminal.state.step === 'processing') && (
              <div role="status" className="flex items-center justify-between gap-2 rounded-lg bg-neutral-50 px-4 py-3 text-sm">
                <span>{TERMINAL_TEXT.processing}</span>
                <span className="flex gap-2">
                  {terminal.state.step === 'processing' && terminal.state.testMode && (
                    <button type="button" className="rounded-full border border-neutral-300 px-4 py-1.5 hover:bg-neutral-100" onClick={() => void terminal.confirm()}>
                      Confirm Payment
                    </button>
                  )}
                  <button type="button" className="rounded-full border border-neutral-300 px-4 py-1.5 hover:bg-neutral-100" onClick={() => void terminal.cancel()}>
                    Cancel
                  </button>
                </span>
              </div>
            )}
            <div className="flex justify-end gap-2">
              <button type="button" disabled={busy} className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100 disabled:opacity-50" onClick={close}>
                Cancel
              </button>
              {payment === 'comp' ? (
                <button type="submit" disabled={add.isPending} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
                  {add.isPending ? 'Adding...' : 'Add guests'}
                </button>
              ) : (
                <button type="submit" disabled={busy || !reader} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
                  {terminal.state.step === 'timedOut' ? 'Try Again' : 'Charge at card reader'}
                </button>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
