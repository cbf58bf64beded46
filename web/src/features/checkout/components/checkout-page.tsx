import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CardPayment, type PaymentRequest } from '../../../components/payment/card-payment';
import { ExpressCheckout, type ExpressCheckoutProps, type WalletPayer } from '../../../components/payment/express-checkout';
import { ConsentBanner } from '../../../components/tracking/consent-banner';
import { errorMessage } from '../../../lib/api/client';
import { useCurrentUser } from '../../../lib/current-user';
import { reportPaymentError } from '../../../lib/error-reporting';
import { formatMoney, toMajorInput, toMinor } from '../../../lib/money';
import { trackOrderStep } from '../../../lib/tracking';
import { useDebounced } from '../../../lib/use-debounced';
import { checkoutApi, savedOrder, useCheckoutEvent, useDateTickets, useOrder, type CheckoutTicket, type Order } from '../api/checkout';
import { reloadSeating, seatSession } from '../api/seating';
import { formatCountdown, maxQuantity, MESSAGES, personErrors, questionsFor, truncate, type Question } from '../rules';
import { isSeatedTicket, orderSeats, takenSeats, type SeatLine } from '../seats';
import { SeatPicker } from './seat-picker';
import { YourInfo } from './your-info';

type Step = 'SelectTickets' | 'YourInfo' | 'Payment';

/** The codes applied to the order: one promo, secret codes and share codes of list tickets. */
interface Codes {
  promo?: string;
  secret: string[];
  share: string[];
}
/** The tickets a secret or share code unlocked, kept with the code so that removing it takes them away. */
interface Unlocked {
  code: string;
  tickets: CheckoutTicket[];
}

const when = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

const leaveSite = (url: string) => window.location.assign(url);

/** Seed 000 §9: the default debounce, here between a change of tickets and the express order following it. */
const EXPRESS_DEBOUNCE_MS = 300;

/**
 * /checkout/{id}?event={dateId}&ticketType=…: SelectTickets, YourInfo, Payment, with the hold's countdown.
 * `leave` opens a page of another site (the organizer's own, when closing).
 */
export function CheckoutPage({
  eventId,
  dateId,
  ticketType,
  tab,
  leave = leaveSite,
}: {
  eventId: string;
  dateId: string;
  ticketType?: 'in-person' | 'online';
  tab?: 'info';
  leave?: (url: string) => void;
}) {
  const navigate = useNavigate();
  const event = useCheckoutEvent(eventId);
  const tickets = useDateTickets(dateId, ticketType);
  const [orderId, setOrderId] = useState<string | undefined>(() => savedOrder.get(dateId));
  const saved = useOrder(orderId);
  const [order, setOrder] = useState<Order>();
  const [step, setStep] = useState<Step>('SelectTickets');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  // Reserved seating: the places chosen on the chart (their ticket types are not chosen by quantity).
  const [seats, setSeats] = useState<SeatLine[]>([]);
  const [unlocked, setUnlocked] = useState<Unlocked[]>([]);
  const [codes, setCodes] = useState<Codes>({ secret: [], share: [] });
  const [donation, setDonation] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<PaymentRequest>();
  const [done, setDone] = useState(false);
  const [infoDirty, setInfoDirty] = useState(false);
  const errorAlert = useRef<HTMLParagraphElement>(null);
  // After the wallet's sheet closes on a failed payment, the focus goes to why (the sheet's button is gone).
  const focusError = useRef(false);
  useEffect(() => {
    if (!focusError.current || !errorAlert.current) return;
    focusError.current = false;
    errorAlert.current.focus();
  });
  const now = useNow();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();

  // Tickets that cannot load send the buyer back to the event page with the seeds' message.
  useEffect(() => {
    if (tickets.isError) void navigate({ to: '/event/$id', params: { id: eventId }, search: { errorCode: 1 } });
  }, [tickets.isError, navigate, eventId]);

  // An order of this tab still in progress is picked up again (tab=info goes straight to the info step); one
  // that is over is forgotten.
  const found = saved.data;
  if (found?.inProgress && !order) {
    setOrder(found);
    const held = orderSeats(found);
    setSeats(held);
    // The lines of seated ticket types come from the seats.
    const seatedIds = new Set(held.map((seat) => seat.ticketId));
    setQuantities(Object.fromEntries(found.lines.filter((line) => !seatedIds.has(line.ticketId)).map((line) => [line.ticketId, line.quantity])));
    setCodes({ promo: found.promoCode ?? undefined, secret: found.secretCodes, share: found.customUserListsCodes });
    if (found.status === 'handling_payment' && found.paymentIntent && found.clientSecret && found.paymentGateway) {
      setPayment({ gateway: found.paymentGateway as 'demo' | 'stripe', paymentIntent: found.paymentIntent, clientSecret: found.clientSecret, stripePaymentMethod: found.stripePaymentMethod });
      setStep('Payment');
    } else if (tab === 'info') setStep('YourInfo');
  }
  useEffect(() => {
    if (found && !found.inProgress && !order) savedOrder.clear(dateId);
  }, [found, order, dateId]);

  const donationSettings = event.data?.donation;
  // Donations included automatically start at the suggested amount (once, when the settings arrive).
  const [donationPreset, setDonationPreset] = useState(false);
  if (!donationPreset && event.data) {
    setDonationPreset(true);
    const { donation: settings, currency: eventCurrency } = event.data;
    if (settings.includeAutomatically && settings.suggestedAmount) setDonation(toMajorInput(settings.suggestedAmount, eventCurrency));
  }

  const list = useMemo(() => withUnlocked(tickets.data ?? [], unlocked), [tickets.data, unlocked]);
  // The event's currency: every ticket type of an event has it.
  const currency = event.data?.currency;
  const donationAmount = (currency && toMinor(donation, currency)) ?? 0;
  const selected = Object.entries(quantities).filter(([, n]) => n > 0);
  // A date whose event has a seat chart: its seated ticket types are sold with seats of the chart, under the tab's seat session.
  const seated = !!event.data?.seatsEventKey;
  const seatsHoldToken = seated ? seatSession.get(dateId) : undefined;
  const chosen = selected.length > 0 || seats.length > 0;
  const chosenTickets = [...selected.map(([id]) => id), ...seats.map((seat) => seat.ticketId)];
  const remaining = order?.expiresAt ? new Date(order.expiresAt).getTime() - now : undefined;
  const timedOut = remaining !== undefined && remaining <= 0 && !done;
  const costOf = (id: string) => list.find((t) => t.id === id)?.cost ?? 0;
  const estimate = selected.reduce((sum, [id, n]) => sum + costOf(id) * n, 0) + seats.reduce((sum, seat) => sum + costOf(seat.ticketId) * seat.ticketQuantity, 0) + donationAmount;

  // Set before the checkout itself navigates away (finished or closed), which needs no confirmation.
  const leaving = useRef(false);
  useBlocker({
    shouldBlockFn: () => (chosen || infoDirty) && !leaving.current && !timedOut && !window.confirm(MESSAGES.leave),
    enableBeforeUnload: () => (chosen || infoDirty) && !leaving.current,
  });

  const selection = () => ({
    tickets: list.map((t) => ({ id: t.id, quantity: quantities[t.id] ?? 0 })).filter((line) => line.quantity > 0),
    ...(seated ? { seats, seatsHoldToken } : {}),
    promoCode: codes.promo ?? null,
    secretCodes: codes.secret,
    customUserListsCodes: codes.share,
    donationAmount,
  });

  /** The API refused seats just taken by someone else: they leave the choice (and the map shows them taken). */
  const dropTakenSeats = useCallback(
    (error: unknown, sent: { seats?: SeatLine[] }) => {
      const taken = takenSeats(error, sent.seats ?? []);
      if (!taken.length) return;
      setSeats((current) => current.filter((seat) => !taken.includes(seat.seatLabel)));
      void reloadSeating(queryClient, dateId);
    },
    [queryClient, dateId],
  );

  // Express checkout (seed 000 §4): once tickets are chosen, and the event asks nothing a wallet cannot answer (no
  // required question), the order exists already, so a wallet can pay it at once. It is created (create_express) when
  // the choice rests and follows it (update_express); each call waits for the one before, so there is one order.
  const walletCannotAnswer = questionsFor((event.data?.questions ?? []) as Question[], chosenTickets).some((q) => q.required);
  const expressWanted = step === 'SelectTickets' && chosen && estimate > 0 && !walletCannotAnswer;
  // Seats are held as they are chosen (and given back as they are dropped), express checkout or not.
  const holdWanted = step === 'SelectTickets' && seated && (seats.length > 0 || orderSeats(order).length > 0);
  const syncWanted = expressWanted || holdWanted;
  const selectionKey = JSON.stringify(selection());
  const wantedKey = syncWanted && !busy ? selectionKey : undefined;
  const expressKey = useDebounced(wantedKey, EXPRESS_DEBOUNCE_MS);
  // The order the last change left (null: it was cancelled, as nothing was chosen any more).
  const expressSync = useRef<{ key?: string; order: Promise<Order | undefined | null> }>({ order: Promise.resolve(undefined) });
  const [expressSynced, setExpressSynced] = useState<string>();
  // The order priced for the tickets shown (codes, member prices and fees applied): its amount is the total, the one
  // a wallet would pay. Before that (and on the tickets step without it), the tickets' prices added up.
  const priced = order && (step !== 'SelectTickets' || (syncWanted && expressSynced === selectionKey));
  const total = order && priced ? order.amount : estimate;
  const tracking = event.data?.tracking;
  useEffect(() => {
    // Only a choice that has rested and is still the one shown: a debounced key outlives a Continue or a later change.
    if (!expressKey || expressKey !== wantedKey || expressKey === expressSync.current.key) return;
    const body = JSON.parse(expressKey) as ReturnType<typeof selection>;
    const previous = expressSync.current.order;
    const express = expressWanted;
    const sync = async () => {
      const last = await previous;
      const known = last === null ? undefined : (last ?? order);
      if (!body.tickets.length && !body.seats?.length) {
        // The last seat dropped, nothing else chosen: an order cannot be emptied, so it goes and gives its seats back.
        if (known?.inProgress) await checkoutApi.cancel(known.id, 'canceled');
        savedOrder.clear(dateId);
        setOrder(undefined);
        setOrderId(undefined);
        return null;
      }
      const reply = known?.inProgress
        ? await (express ? checkoutApi.updateExpress : checkoutApi.update)(known.id, body)
        : await (express ? checkoutApi.createExpress : checkoutApi.create)({ event: dateId, ticketType, ...body });
      if (!reply.data) {
        setError(errorMessage(reply.error));
        dropTakenSeats(reply.error, body);
        return known;
      }
      if (!known?.inProgress) trackOrderStep('AddToCart', reply.data, tracking);
      setOrder(reply.data);
      setOrderId(reply.data.id);
      savedOrder.set(dateId, reply.data.id);
      setExpressSynced(expressKey);
      return reply.data;
    };
    expressSync.current = { key: expressKey, order: sync() };
  }, [expressKey, wantedKey, expressWanted, order, dateId, ticketType, tracking, dropTakenSeats]);

  /** What confirming tells of the seats: the seat session they are held under and their labels, as the order holds them. */
  const seatsHeld = (confirming: Order) => (seatsHoldToken ? { seatsHoldToken, seatsReserved: orderSeats(confirming).map((seat) => seat.seatLabel) } : {});

  /** The wallet's payer confirms the express order: as its buyer, and as every attendee when the event asks for each. */
  const confirmExpress = async (payer: WalletPayer) => {
    // The rules of the info step, so a wallet's name or address the API would refuse is told in the same words, first.
    const problem = Object.values(personErrors({ ...payer, answers: {} }, [], false))[0];
    if (problem) return { error: problem };
    const paying = order!;
    const reply = await checkoutApi.confirm(paying.id, {
      buyerAttributes: { ...payer, emailConfirm: payer.email },
      attendeesAttributes: paying.collectInformationSetting === 'each-attendee' ? paying.items.map((item) => ({ itemId: item.id, ...payer })) : undefined,
      ...seatsHeld(paying),
    });
    if (!reply.data) return { error: errorMessage(reply.error) };
    trackOrderStep('InitiateCheckout', reply.data.order, tracking);
    setOrder(reply.data.order);
    return { payment: reply.data.paymentRequest };
  };
  const gateway = expressWanted && order?.inProgress ? order.paymentGateway : null;
  const wallet = gateway ? order : undefined;
  const expressArea = (placement: ExpressCheckoutProps['placement']) =>
    wallet &&
    gateway && (
      <ExpressCheckout
        placement={placement}
        gateway={gateway}
        stripePaymentMethod={wallet.stripePaymentMethod}
        amount={wallet.amount}
        currency={wallet.currency}
        ready={expressSynced === selectionKey}
        returnUrl={`/checkout/thankyou/${wallet.id}`}
        confirm={confirmExpress}
        onPaid={() => finish(wallet.id)}
        onLeaving={() => (leaving.current = true)}
        onFailed={(result, message, request) => {
          // The payment may still be made with a card: the payment step takes over with the same payment.
          leaving.current = false;
          setError(message);
          focusError.current = true;
          paymentFailed(wallet, result, message);
          if (result === 'tryAgain') {
            setPayment(request);
            setStep('Payment');
          }
        }}
      />
    );

  /** Removes an applied code, with the tickets only it unlocked and their quantities. */
  const removeCode = (code: string) => {
    setCodes({ promo: codes.promo === code ? undefined : codes.promo, secret: codes.secret.filter((c) => c !== code), share: codes.share.filter((c) => c !== code) });
    const rest = unlocked.filter((u) => u.code !== code);
    setUnlocked(rest);
    const kept = new Set(withUnlocked(tickets.data ?? [], rest).map((t) => t.id));
    setQuantities(Object.fromEntries(Object.entries(quantities).filter(([id]) => kept.has(id))));
  };

  /** Continue on the tickets step: creates the order (or updates it) and moves on only on success. */
  const continueToInfo = async () => {
    setError(undefined);
    setBusy(true);
    // The express order, once its change in flight has landed, is the order to carry on with.
    const last = await expressSync.current.order;
    const current = last === null ? undefined : (last ?? order);
    const sent = selection();
    const reply = current?.inProgress ? await checkoutApi.update(current.id, sent) : await checkoutApi.create({ event: dateId, ticketType, ...sent });
    setBusy(false);
    if (!reply.data) {
      dropTakenSeats(reply.error, sent);
      return setError(errorMessage(reply.error));
    }
    if (!current?.inProgress) trackOrderStep('AddToCart', reply.data, tracking);
    // Back on the tickets step, the wallet follows this order as it is now, not as express checkout last left it.
    const sentKey = JSON.stringify(sent);
    expressSync.current = { key: sentKey, order: Promise.resolve(reply.data) };
    if (reply.data.express) setExpressSynced(sentKey);
    setOrder(reply.data);
    setOrderId(reply.data.id);
    savedOrder.set(dateId, reply.data.id);
    setStep('YourInfo');
  };

  const finish = (id: string) => {
    leaving.current = true;
    setDone(true);
    savedOrder.clear(dateId);
    void navigate({ to: '/checkout/thankyou/$orderId', params: { orderId: id } });
  };

  /** Seed 000 §8: a failed payment is reported; tryAgain keeps the card form for another card, failed shows the failed thank-you page. */
  const paymentFailed = (failed: Order, result: 'tryAgain' | 'failed', message: string) => {
    reportPaymentError({ result, message, order: failed, user });
    if (result === 'failed') finish(failed.id);
  };

  /** Closing goes back to the organizer's own page when the event names one (its returnUrl), else to the event page. */
  const close = async (status: 'canceled' | 'timed_out') => {
    if (order?.inProgress) await checkoutApi.cancel(order.id, status);
    savedOrder.clear(dateId);
    leaving.current = true;
    setDone(true);
    const returnUrl = event.data?.returnUrl;
    if (returnUrl) leave(returnUrl);
    else void navigate({ to: '/event/$id', params: { id: eventId } });
  };

  const tryAgainNow = async () => {
    if (order) await checkoutApi.cancel(order.id, 'timed_out');
    savedOrder.clear(dateId);
    // Seed 000 §4: a new seat session, so nothing of the old one's holds carries over.
    seatSession.renew(dateId);
    leaving.current = true;
    window.location.reload();
  };

  if (event.isLoading || tickets.isLoading) return <Skeleton />;
  if (!event.data || !currency) return null;
  const date = event.data.dates.find((d) => d.id === dateId);
  const timezone = event.data.timezone;
  // The code box only where a code could apply to the attendance being bought (both when the address names none).
  const { codesAvailableInPerson, codesAvailableOnline } = event.data;
  const codesAvailable = ticketType === 'online' ? codesAvailableOnline : ticketType === 'in-person' ? codesAvailableInPerson : codesAvailableInPerson || codesAvailableOnline;

  const action =
    step === 'SelectTickets'
      ? { label: 'Continue', disabled: !chosen || busy, run: continueToInfo }
      : step === 'YourInfo'
        ? { label: 'Continue', disabled: busy, run: () => document.querySelector<HTMLFormElement>('#your-info')?.requestSubmit() }
        : { label: 'Confirm', disabled: busy, run: () => document.querySelector<HTMLFormElement>('#payment')?.requestSubmit() };

  return (
    // The event's look (seed 000 §3 theme), as on its page.
    <div data-event-theme={event.data.theme} className={`mx-auto max-w-3xl px-4 pt-6 md:pb-10 ${wallet ? 'pb-64' : 'pb-28'}`}>
      <ConsentBanner owner={tracking} placement="page" />
      <header className="mb-6 flex items-start justify-between gap-4 border-b border-neutral-200 pb-4">
        <div>
          <h1 className="text-2xl font-bold">{event.data.name}</h1>
          {date && <p className="text-neutral-600">{when(date.startsAt, timezone)}</p>}
        </div>
        <div className="flex items-center gap-4">
          {remaining !== undefined && (
            <p aria-label="Time remaining" className="font-mono text-lg tabular-nums">
              {formatCountdown(remaining)}
            </p>
          )}
          <button type="button" aria-label="Close checkout" className="text-2xl" onClick={() => void close('canceled')}>
            ×
          </button>
        </div>
      </header>
      <ol className="mb-6 flex gap-4 text-sm" aria-label="Checkout steps">
        {(['SelectTickets', 'YourInfo', 'Payment'] as Step[]).map((s, n) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'font-semibold text-brand' : 'text-neutral-500'}>
            {n + 1}. {s === 'SelectTickets' ? 'Tickets' : s === 'YourInfo' ? 'Your info' : 'Payment'}
          </li>
        ))}
      </ol>
      {error && (
        <p ref={errorAlert} tabIndex={-1} role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {error}
        </p>
      )}

      {step === 'SelectTickets' && (
        <SelectTickets
          // On a seated date the chart sells the seated ticket types; the rows are the others.
          tickets={seated ? list.filter((ticket) => !isSeatedTicket(ticket)) : list}
          seating={seated ? <SeatPicker dateId={dateId} tickets={list} seats={seats} onSeats={setSeats} /> : undefined}
          quantities={quantities}
          onQuantity={(id, n) => setQuantities({ ...quantities, [id]: n })}
          codes={codes}
          codesAvailable={codesAvailable}
          onCodes={setCodes}
          onRemoveCode={removeCode}
          onUnlock={(code, found) => setUnlocked([...unlocked, { code, tickets: found }])}
          dateId={dateId}
          ticketType={ticketType}
          donation={donationSettings?.title || donationSettings?.includeAutomatically ? { settings: donationSettings, value: donation, onChange: setDonation } : undefined}
        />
      )}
      {wallet && <div className="mt-6">{expressArea('page')}</div>}
      {step === 'YourInfo' && order && (
        <YourInfo
          order={order}
          seatsHeld={seatsHeld(order)}
          onBack={() => setStep('SelectTickets')}
          onSeatsLost={(message) => {
            // Back to the chart as it is now: Continue holds the seats again, or tells which were taken meanwhile.
            setStep('SelectTickets');
            setError(message);
            focusError.current = true;
            void reloadSeating(queryClient, dateId);
          }}
          onDirty={setInfoDirty}
          onConfirmed={(confirmed, request) => {
            trackOrderStep('InitiateCheckout', confirmed, tracking);
            setOrder(confirmed);
            if (confirmed.status === 'completed' || !request) return finish(confirmed.id);
            setPayment(request);
            setStep('Payment');
          }}
        />
      )}
      {step === 'Payment' && order && payment && (
        <CardPayment payment={payment} amount={order.amount} currency={order.currency} returnUrl={`/checkout/thankyou/${order.id}`} onPaid={() => finish(order.id)} onFailed={(result, message) => paymentFailed(order, result, message)} phoneButtonOutside />
      )}

      <aside className="mt-6 hidden items-center justify-between rounded-xl bg-neutral-50 px-4 py-3 md:flex">
        <span>
          Total <strong>{formatMoney(total, currency)}</strong>
        </span>
        {step === 'SelectTickets' && (
          <button type="button" disabled={action.disabled} onClick={() => void action.run()} className="rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50">
            Continue
          </button>
        )}
      </aside>
      {/* The phone's summary bar: express checkout when it applies, the total and the step's button. */}
      <div aria-label="Order summary" className="fixed inset-x-0 bottom-0 flex flex-wrap items-center justify-between gap-y-3 border-t border-neutral-200 bg-neutral-50 px-4 py-3 md:hidden">
        <ConsentBanner owner={tracking} placement="summary-bar" />
        {wallet && <div className="w-full">{expressArea('summary-bar')}</div>}
        <span>
          Total <strong>{formatMoney(total, currency)}</strong>
        </span>
        <button type="button" disabled={action.disabled} onClick={() => void action.run()} className="rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50">
          {action.label}
        </button>
      </div>

      {timedOut && (
        <div role="dialog" aria-modal="true" aria-label={MESSAGES.timeUp} className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
          <div className="max-w-sm rounded-2xl bg-neutral-50 p-6 text-center">
            <h2 className="mb-2 text-xl font-bold">{MESSAGES.timeUp}</h2>
            <p className="mb-6 text-neutral-600">{MESSAGES.timeUpDetail}</p>
            <div className="flex justify-center gap-3">
              <button type="button" onClick={() => void tryAgainNow()} className="rounded-full bg-brand px-5 py-2 font-medium text-white">
                Try again now
              </button>
              <button type="button" onClick={() => void close('timed_out')} className="rounded-full border border-neutral-300 px-5 py-2">
                Close
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** The date's tickets, then those the codes unlocked that the date does not list already. */
function withUnlocked(listed: readonly CheckoutTicket[], unlocked: readonly Unlocked[]): CheckoutTicket[] {
  const rows = [...listed];
  for (const ticket of unlocked.flatMap((u) => u.tickets)) if (!rows.some((t) => t.id === ticket.id)) rows.push(ticket);
  return rows;
}

/** The current time, ticking every second (for the countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Skeleton() {
  return (
    <div aria-busy="true" aria-label="Loading checkout" className="mx-auto max-w-3xl animate-pulse px-4 pt-6">
      <div className="mb-4 h-8 w-2/3 rounded bg-neutral-200" />
      <div className="mb-8 h-4 w-1/3 rounded bg-neutral-200" />
      {[0, 1, 2].map((n) => (
        <div key={n} className="mb-3 h-20 rounded-xl bg-neutral-100" />
      ))}
    </div>
  );
}

interface SelectTicketsProps {
  tickets: CheckoutTicket[];
  quantities: Record<string, number>;
  onQuantity(id: string, quantity: number): void;
  codes: Codes;
  /** Whether a code could apply here: the box is offered only then (applied codes stay shown regardless). */
  codesAvailable: boolean;
  onCodes(codes: Codes): void;
  onRemoveCode(code: string): void;
  onUnlock(code: string, tickets: CheckoutTicket[]): void;
  dateId: string;
  ticketType?: 'in-person' | 'online';
  donation?: { settings?: { title?: string; description?: string }; value: string; onChange(value: string): void };
  /** The seat picker of a seated date, above the other tickets. */
  seating?: ReactNode;
}

/** Ticket quantities (start at 0), the code box and the donation. */
function SelectTickets({ tickets, quantities, onQuantity, codes, codesAvailable, onCodes, onRemoveCode, onUnlock, dateId, ticketType, donation, seating }: SelectTicketsProps) {
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<{ kind: 'idle' | 'loading' | 'error'; message?: string }>({ kind: 'idle' });
  const codeInput = useRef<HTMLInputElement>(null);
  const applied = [...(codes.promo ? [codes.promo] : []), ...codes.secret, ...codes.share];

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return;
    if (applied.some((c) => c.toLowerCase() === typed.toLowerCase())) {
      return setCodeState({ kind: 'error', message: 'This code is already applied' });
    }
    setCodeState({ kind: 'loading' });
    const reply = await checkoutApi.validateCode(dateId, typed, ticketType);
    if (!reply.data) return setCodeState({ kind: 'error', message: errorMessage(reply.error) });
    if (reply.data.kind === 'promo') {
      if (codes.promo) return setCodeState({ kind: 'error', message: 'Code Not Combinable' });
      onCodes({ ...codes, promo: reply.data.promo?.name ?? typed });
    } else if (reply.data.kind === 'list') {
      // A share code: the list ticket it unlocks, limited to what is left on the code.
      const shareCode = reply.data.tickets[0]?.customUserListsCode ?? typed;
      onCodes({ ...codes, share: [...codes.share, shareCode] });
      onUnlock(shareCode, reply.data.tickets);
    } else {
      onCodes({ ...codes, secret: [...codes.secret, typed] });
      onUnlock(typed, reply.data.tickets);
    }
    setCode('');
    setCodeState({ kind: 'idle' });
  };

  if (!tickets.length && !seating) return <p className="text-neutral-600">There are no tickets on sale for this date.</p>;
  return (
    <section aria-label="Tickets" className="flex flex-col gap-3">
      {seating}
      {tickets.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} quantity={quantities[ticket.id] ?? 0} onQuantity={(n) => onQuantity(ticket.id, n)} />
      ))}
      {(codesAvailable || applied.length > 0) && (
        <div className="mt-2">
          {codesAvailable && (
            <>
              <label htmlFor="promo-code" className="mb-1 block text-sm font-medium">
                Promo or access code
              </label>
              <div className="flex gap-2">
                <input
                  id="promo-code"
                  ref={codeInput}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && void apply()}
                  className="flex-1 rounded-lg border border-neutral-300 px-3 py-2"
                />
                <button type="button" onClick={() => void apply()} disabled={codeState.kind === 'loading'} className="rounded-lg border border-neutral-300 px-4">
                  {codeState.kind === 'loading' ? 'Checking…' : 'Apply'}
                </button>
              </div>
              {codeState.kind === 'error' && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {codeState.message}
                </p>
              )}
            </>
          )}
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Applied codes">
            {applied.map((tag) => (
              <li key={tag} className="flex items-center gap-1 rounded-full bg-neutral-100 px-3 py-1 text-sm">
                {tag}
                <button type="button" aria-label={`Remove ${tag}`} onClick={() => onRemoveCode(tag)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {donation && (
        <div className="mt-2">
          <label htmlFor="donation" className="mb-1 block text-sm font-medium">
            {donation.settings?.title || 'Add a donation'}
          </label>
          {donation.settings?.description && <p className="mb-1 text-sm text-neutral-600">{donation.settings.description}</p>}
          <input id="donation" inputMode="decimal" value={donation.value} onChange={(e) => donation.onChange(e.target.value)} className="w-40 rounded-lg border border-neutral-300 px-3 py-2" />
        </div>
      )}
    </section>
  );
}

export function TicketRow({ ticket, quantity, onQuantity }: { ticket: CheckoutTicket; quantity: number; onQuantity(n: number): void }) {
  const [more, setMore] = useState(false);
  const description = truncate(ticket.description);
  const onSale = ticket.status === 'on_sale';
  // A list ticket unlocked by a share code: no more than the tickets left on that code.
  const leftOnCode = ticket.customUserListsCode ? (ticket.quantityPerCode ?? null) : null;
  const available = leftOnCode === null ? ticket.available : Math.min(ticket.available, leftOnCode);
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-neutral-200 p-4">
      <div>
        <p className="font-medium">{ticket.name}</p>
        <p className="text-sm text-neutral-600">
          {ticket.price === 0 ? 'Free' : `${formatMoney(ticket.price, ticket.currency)} + ${formatMoney(ticket.fee, ticket.currency)} fee`}
        </p>
        {ticket.memberDiscount && (
          <p className="text-sm text-emerald-700">
            {ticket.memberDiscount.name}: {formatMoney(ticket.memberDiscount.price, ticket.currency)} + {formatMoney(ticket.memberDiscount.fee, ticket.currency)} fee
          </p>
        )}
        {ticket.benefitLabel && <p className="text-sm text-neutral-600">{ticket.benefitLabel}</p>}
        {leftOnCode !== null && <p className="text-sm text-neutral-600">{leftOnCode === 1 ? '1 ticket' : `${leftOnCode} tickets`} left on this code</p>}
        {ticket.description && (
          <p className="mt-1 text-sm">
            {more ? ticket.description : description.text}{' '}
            {description.truncated && (
              <button type="button" className="underline" onClick={() => setMore(!more)}>
                {more ? 'See less' : 'See more'}
              </button>
            )}
          </p>
        )}
      </div>
      {onSale ? (
        <select aria-label={`Quantity of ${ticket.name}`} value={quantity} onChange={(e) => onQuantity(Number(e.target.value))} className="rounded-lg border border-neutral-300 px-2 py-1">
          {Array.from({ length: maxQuantity(available) + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      ) : (
        <span className="text-sm text-neutral-600">{ticket.statusLabel}</span>
      )}
    </div>
  );
}
