import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { ApiError } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/money';
import { boxOfficeQueryKey, downloadTicketsPdf, sellForCash, useBoxOffice, type BoxOffice, type BoxOfficeTicket } from '../api/box-office';
import { useGuestEvent } from '../api/registrations';
import { boxOfficeSale } from '../api/terminal';
import { TERMINAL_TEXT, useTerminalPayment, type Timers } from '../hooks/terminal-payment';
import { buyerErrors, maxQuantity, MESSAGES, type BuyerForm } from '../rules';
import { formatEventDate } from '../../../lib/event-time';
import { CardReaderOption } from './card-reader-option';

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm';
const primary = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';
const secondary = 'rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:bg-neutral-100';

/** A finished sale, as the success screen tells it. */
interface Sale {
  orderId: string;
  tickets: number;
  amount: number;
  currency: string;
  payment: 'cash' | 'terminal';
  buyer: string;
}

export interface PersonalOrderPageProps {
  eventId: string;
  dateId: string | undefined;
  /** Shows another date (or the default date when the address has none). */
  onDate: (dateId: string, replace?: boolean) => void;
  /** For tests: the card reader's polling clock. */
  timers?: Timers;
}

/**
 * /personal_order?course={eventId}&event={dateId}: the box office sells tickets of a date to someone in person
 * (a personal order, seed 000 §3): ticket types and quantities, the buyer's name (the e-mail may be left out,
 * seed 000 §5), then 'Cash' (completed at once) or one of the owner's card readers (seed 000 §4).
 */
export function PersonalOrderPage({ eventId, dateId, onDate, timers }: PersonalOrderPageProps) {
  const event = useGuestEvent(eventId);
  const dates = event.data?.dates ?? [];
  const known = dates.some((d) => d.id === dateId);
  // Without a (known) date in the address, the next date to come, else the latest.
  const fallback = (dates.find((d) => !d.past) ?? dates[dates.length - 1])?.id;
  useEffect(() => {
    if (event.data && !known && fallback) onDate(fallback, true);
  }, [event.data, known, fallback, onDate]);
  const office = useBoxOffice(eventId, known ? dateId : undefined);
  const [sale, setSale] = useState<Sale | null>(null);
  // A new sale starts from a fresh form.
  const [round, setRound] = useState(0);

  if (event.isLoading) return <main className="mx-auto max-w-3xl px-4 py-8" aria-busy="true" />;
  if (!event.data) return <NotFound />;
  const refused = office.error instanceof ApiError ? office.error.status : 0;
  if (refused === 403 || !event.data.canManage || event.data.accessSetting === 'basic') return <ErrorScreen code={403} heading="You are not allowed to sell tickets for this event" />;
  const { timezone } = event.data;
  const guestList = { to: '/management/courses/$id/registrations', params: { id: eventId }, search: known ? { event_id: dateId } : {} } as const;

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-neutral-600">{event.data.name}</p>
          <h1 className="text-2xl font-semibold">Box office</h1>
        </div>
        <Link {...guestList} className="rounded-full border border-neutral-900 px-5 py-2 text-sm font-medium hover:bg-neutral-100">
          Guests
        </Link>
      </div>

      {sale ? (
        <SaleComplete
          sale={sale}
          guestList={
            <Link {...guestList} className={secondary}>
              See the guest list
            </Link>
          }
          onNext={() => {
            setSale(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <>
          <label className="mt-6 flex flex-col gap-1 text-sm">
            <span className="font-medium">Date</span>
            <select className={input} value={known ? dateId : ''} onChange={(e) => onDate(e.target.value)}>
              {dates.map((d) => (
                <option key={d.id} value={d.id}>
                  {formatEventDate(d.startsAt, timezone)}
                  {d.past ? ' (past)' : ''}
                </option>
              ))}
            </select>
          </label>
          {office.isLoading && <p className="mt-6 text-sm text-neutral-600">Loading tickets...</p>}
          {office.error && refused !== 403 && (
            <p role="alert" className="mt-6 text-sm text-red-700">
              {office.error.message}
            </p>
          )}
          {office.data && <SaleForm key={`${office.data.eventDateId}-${round}`} eventId={eventId} office={office.data} timers={timers} onSold={setSale} />}
        </>
      )}
    </main>
  );
}

const blankBuyer: BuyerForm = { firstName: '', lastName: '', email: '' };

function SaleForm({ eventId, office, timers, onSold }: { eventId: string; office: BoxOffice; timers?: Timers; onSold: (sale: Sale) => void }) {
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [buyer, setBuyer] = useState<BuyerForm>(blankBuyer);
  const [errors, setErrors] = useState<Partial<Record<keyof BuyerForm | 'tickets', string>>>({});
  const [failure, setFailure] = useState<string>();
  const [payment, setPayment] = useState<'cash' | 'terminal'>('cash');
  const readers = office.cardReaders;
  const [readerId, setReaderId] = useState(readers[0]?.id ?? '');
  const [selling, setSelling] = useState(false);
  // One sale at the reader per form: made on the first try, kept for Try Again, given back when left unpaid.
  const reader = useMemo(() => boxOfficeSale(eventId), [eventId]);
  const terminal = useTerminalPayment(reader, timers);
  const step = terminal.state.step;
  const busy = selling || step === 'starting' || step === 'processing';

  const chosen = office.ticketTypes.filter((t) => (quantities[t.id] ?? 0) > 0);
  const count = chosen.reduce((sum, t) => sum + quantities[t.id]!, 0);
  const currency = office.ticketTypes[0]?.currency ?? 'usd';
  const total = chosen.reduce((sum, t) => sum + t.price * quantities[t.id]!, 0);
  const buyerName = `${buyer.firstName.trim()} ${buyer.lastName.trim()}`;
  const body = () => {
    const holder = { firstName: buyer.firstName.trim(), lastName: buyer.lastName.trim(), email: buyer.email.trim().toLowerCase() || undefined };
    // Every ticket carries the buyer's name.
    return { eventDateId: office.eventDateId, tickets: chosen.map((t) => ({ id: t.id, quantity: quantities[t.id]! })), guests: Array.from({ length: count }, () => holder) };
  };
  const summary = (): Omit<Sale, 'orderId'> => ({ tickets: count, amount: total, currency, payment, buyer: buyerName });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: boxOfficeQueryKey(eventId, office.eventDateId) });

  // What is being charged at the reader, as it was when the payment was handed to it.
  const [charging, setCharging] = useState<Omit<Sale, 'orderId'> | null>(null);
  const paidAtReader = step === 'succeeded' ? reader.orderId : null;
  // Leaving the page with a sale unpaid at the reader gives its held tickets back.
  const settled = useRef(false);
  useEffect(() => {
    settled.current = step === 'succeeded';
  }, [step]);
  useEffect(() => () => void (settled.current ? undefined : reader.abandon()), [reader]);
  useEffect(() => {
    if (!paidAtReader || !charging) return;
    void queryClient.invalidateQueries({ queryKey: boxOfficeQueryKey(eventId, office.eventDateId) });
    onSold({ orderId: paidAtReader, ...charging });
  }, [paidAtReader, charging, onSold, queryClient, eventId, office.eventDateId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const problems: typeof errors = buyerErrors(buyer);
    if (!count) problems.tickets = MESSAGES.noTickets;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (payment === 'terminal') {
      if (!readerId) return;
      reader.choose(body());
      setCharging(summary());
      await terminal.start(readerId);
      return;
    }
    setSelling(true);
    try {
      // Tickets still held for an unpaid try at the reader go back first.
      await reader.abandon();
      const order = await sellForCash(eventId, body());
      refresh();
      onSold({ orderId: order.orderId, ...summary() });
    } catch (error) {
      refresh();
      setFailure(error instanceof Error ? error.message : String(error));
      setSelling(false);
    }
  };

  const setField = (field: keyof BuyerForm, value: string) => setBuyer((current) => ({ ...current, [field]: value }));

  return (
    <form className="mt-6 flex flex-col gap-6" onSubmit={submit} noValidate>
      <fieldset disabled={busy} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.tickets ? 'tickets-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold">Tickets</legend>
          {office.ticketTypes.length === 0 && <p className="text-sm text-neutral-600">This date has no tickets the box office can sell.</p>}
          {office.ticketTypes.map((t) => (
            <TicketRow key={t.id} ticket={t} quantity={quantities[t.id] ?? 0} onQuantity={(n) => setQuantities((current) => ({ ...current, [t.id]: n }))} />
          ))}
          {errors.tickets && (
            <p id="tickets-error" className="text-sm text-red-700">
              {errors.tickets}
            </p>
          )}
          <p className="flex justify-between border-t border-neutral-200 pt-3 font-medium">
            <span>Total</span>
            <span>{formatMoney(total, currency)}</span>
          </p>
          <p className="text-xs text-neutral-600">Box-office sales carry no ticket fee.</p>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">Buyer</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="First name" required value={buyer.firstName} error={errors.firstName} onChange={(v) => setField('firstName', v)} autoComplete="off" />
            <Field label="Last name" required value={buyer.lastName} error={errors.lastName} onChange={(v) => setField('lastName', v)} autoComplete="off" />
          </div>
          <Field label="Email (optional)" type="email" value={buyer.email} error={errors.email} onChange={(v) => setField('email', v)} autoComplete="off" />
          <p className="text-xs text-neutral-600">No confirmation e-mail is sent: print the tickets or show them on screen.</p>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-semibold">Payment</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="payment" value="cash" checked={payment === 'cash'} onChange={() => setPayment('cash')} />
            Cash
          </label>
          <CardReaderOption selected={payment === 'terminal'} onSelect={() => setPayment('terminal')} readers={readers} readerId={readerId} onReader={setReaderId} />
        </fieldset>
      </fieldset>

      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      {step === 'choose' && terminal.state.error && (
        <p role="alert" className="text-sm text-red-700">
          {terminal.state.error}
        </p>
      )}
      {step === 'timedOut' && (
        <p role="alert" className="text-sm text-red-700">
          {TERMINAL_TEXT.timedOut}
        </p>
      )}
      {(step === 'starting' || step === 'processing') && (
        <div role="status" className="flex items-center justify-between gap-2 rounded-lg bg-neutral-50 px-4 py-3 text-sm">
          <span>{TERMINAL_TEXT.processing}</span>
          <span className="flex gap-2">
            {terminal.state.step === 'processing' && terminal.state.testMode && (
              <button type="button" className={secondary} onClick={() => void terminal.confirm()}>
                Confirm Payment
              </button>
            )}
            <button type="button" className={secondary} onClick={() => void terminal.cancel()}>
              Cancel
            </button>
          </span>
        </div>
      )}

      <div className="flex justify-end">
        {payment === 'cash' ? (
          <button type="submit" disabled={busy} className={primary}>
            {selling ? 'Selling...' : `Take ${formatMoney(total, currency)} in cash`}
          </button>
        ) : (
          <button type="submit" disabled={busy || !readerId} className={primary}>
            {step === 'timedOut' ? 'Try Again' : `Charge ${formatMoney(total, currency)} at card reader`}
          </button>
        )}
      </div>
    </form>
  );
}

function TicketRow({ ticket, quantity, onQuantity }: { ticket: BoxOfficeTicket; quantity: number; onQuantity: (n: number) => void }) {
  const max = maxQuantity(ticket.available);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 px-4 py-3">
      <div>
        <p className="font-medium">
          {ticket.name}
          {ticket.visibilityScope === 'secret' && <span className="ml-2 rounded bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">Secret</span>}
          {ticket.visibilityScope === 'member' && <span className="ml-2 rounded bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">Members only</span>}
          {ticket.attendance === 'online' && <span className="ml-2 rounded bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">Online</span>}
        </p>
        <p className="text-sm text-neutral-600">
          {formatMoney(ticket.price, ticket.currency)} · {ticket.available > 0 ? `${ticket.available} left` : 'Sold out'}
        </p>
      </div>
      <select aria-label={`${ticket.name} quantity`} className="w-24 rounded-lg border border-neutral-300 px-3 py-2 text-sm" value={quantity} disabled={max === 0} onChange={(e) => onQuantity(Number(e.target.value))}>
        {Array.from({ length: max + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

function Field({
  label,
  value,
  error,
  onChange,
  required,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const id = `buyer-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        className={`${input} ${error ? 'border-red-600' : ''}`}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

function SaleComplete({ sale, guestList, onNext }: { sale: Sale; guestList: ReactNode; onNext: () => void }) {
  const [pdfError, setPdfError] = useState<string>();
  const paidWith = sale.payment === 'cash' ? 'in cash' : 'at the card reader';
  return (
    <section aria-labelledby="sale-complete" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-6">
      <h2 id="sale-complete" className="text-xl font-semibold text-green-900">
        Sale complete
      </h2>
      <p className="mt-2 text-sm">
        Order number <span className="font-mono font-medium">{sale.orderId.slice(0, 8)}</span>
      </p>
      <p className="mt-1 text-sm">
        {sale.tickets === 1 ? '1 ticket' : `${sale.tickets} tickets`} for {sale.buyer}, {formatMoney(sale.amount, sale.currency)} paid {paidWith}.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/tickets/$orderId" params={{ orderId: sale.orderId }} className={secondary}>
          View tickets
        </Link>
        <button type="button" className={secondary} onClick={() => downloadTicketsPdf(sale.orderId).catch((error: Error) => setPdfError(error.message))}>
          Print tickets (PDF)
        </button>
        {guestList}
        <button type="button" className={primary} onClick={onNext}>
          New sale
        </button>
      </div>
      {pdfError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {pdfError}
        </p>
      )}
    </section>
  );
}
