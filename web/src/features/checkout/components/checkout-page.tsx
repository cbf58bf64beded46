import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { formatCountdown, maxQuantity, MESSAGES, questionsFor, truncate, type Question } from '../rules';
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
  const [unlocked, setUnlocked] = useState<Unlocked[]>([]);
  const [codes, setCodes] = useState<Codes>({ secret: [], share: [] });
  const [donation, setDonation] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<PaymentRequest>();
  const [done, setDone] = useState(false);
  const [infoDirty, setInfoDirty] = useState(false);
  const now = useNow();
  const { user } = useCurrentUser();

  // Tickets that cannot load send the buyer back to the event page with the seeds' message.
  useEffect(() => {
    if (tickets.isError) void navigate({ to: '/event/$id', params: { id: eventId }, search: { errorCode: 1 } });
  }, [tickets.isError, navigate, eventId]);

  // An order of this tab still in progress is picked up again (tab=info goes straight to the info step); one
  // that is over is forgotten.
  const found = saved.data;
  if (found?.inProgress && !order) {
    setOrder(found);
    setQuantities(Object.fromEntries(found.lines.map((line) => [line.ticketId, line.quantity])));
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
  const remaining = order?.expiresAt ? new Date(order.expiresAt).getTime() - now : undefined;
  const timedOut = remaining !== undefined && remaining <= 0 && !done;
  const estimate = selected.reduce((sum, [id, n]) => sum + (list.find((t) => t.id === id)?.cost ?? 0) * n, 0) + donationAmount;
  const total = order && step !== 'SelectTickets' ? order.amount : estimate;

  // Set before the checkout itself navigates away (finished or closed), which needs no confirmation.
  const leaving = useRef(false);
  useBlocker({
    shouldBlockFn: () => (selected.length > 0 || infoDirty) && !leaving.current && !timedOut && !window.confirm(MESSAGES.leave),
    enableBeforeUnload: () => (selected.length > 0 || infoDirty) && !leaving.current,
  });

  const selection = () => ({
    tickets: list.map((t) => ({ id: t.id, quantity: quantities[t.id] ?? 0 })).filter((line) => line.quantity > 0),
    promoCode: codes.promo ?? null,
    secretCodes: codes.secret,
    customUserListsCodes: codes.share,
    donationAmount,
  });

  // Express checkout (seed 000 §4): once tickets are chosen, and the event asks nothing a wallet cannot answer (no
  // required question), the order exists already, so a wallet can pay it at once. It is created (create_express) when
  // the choice rests and follows it (update_express); each call waits for the one before, so there is one order.
  const walletCannotAnswer = questionsFor((event.data?.questions ?? []) as Question[], selected.map(([id]) => id)).some((q) => q.required);
  const expressWanted = step === 'SelectTickets' && selected.length > 0 && estimate > 0 && !walletCannotAnswer;
  const selectionKey = JSON.stringify(selection());
  const expressKey = useDebounced(expressWanted && !busy ? selectionKey : undefined, EXPRESS_DEBOUNCE_MS);
  const expressSync = useRef<{ key?: string; order: Promise<Order | undefined> }>({ order: Promise.resolve(undefined) });
  const [expressSynced, setExpressSynced] = useState<string>();
  useEffect(() => {
    if (!expressKey || expressKey === expressSync.current.key) return;
    const body = JSON.parse(expressKey) as ReturnType<typeof selection>;
    const previous = expressSync.current.order;
    const sync = async () => {
      const known = (await previous) ?? order;
      const reply = known?.inProgress ? await checkoutApi.updateExpress(known.id, body) : await checkoutApi.createExpress({ event: dateId, ticketType, ...body });
      if (!reply.data) {
        setError(errorMessage(reply.error));
        return known;
      }
      if (!known?.inProgress) trackOrderStep('AddToCart', reply.data);
      setOrder(reply.data);
      setOrderId(reply.data.id);
      savedOrder.set(dateId, reply.data.id);
      setExpressSynced(expressKey);
      return reply.data;
    };
    expressSync.current = { key: expressKey, order: sync() };
  }, [expressKey, order, dateId, ticketType]);

  /** The wallet's payer confirms the express order: as its buyer, and as every attendee when the event asks for each. */
  const confirmExpress = async (payer: WalletPayer) => {
    const paying = order!;
    const reply = await checkoutApi.confirm(paying.id, {
      buyerAttributes: { ...payer, emailConfirm: payer.email },
      attendeesAttributes: paying.collectInformationSetting === 'each-attendee' ? paying.items.map((item) => ({ itemId: item.id, ...payer })) : undefined,
    });
    if (!reply.data) return { error: errorMessage(reply.error) };
    trackOrderStep('InitiateCheckout', reply.data.order);
    setOrder(reply.data.order);
    return { payment: reply.data.paymentRequest };
  };
  const wallet = expressWanted && order?.inProgress && order.paymentGateway ? order : undefined;
  const expressArea = (placement: ExpressCheckoutProps['placement']) =>
    wallet && (
      <ExpressCheckout
        placement={placement}
        gateway={wallet.paymentGateway as 'demo' | 'stripe'}
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
    const current = (await expressSync.current.order) ?? order;
    const reply = current?.inProgress ? await checkoutApi.update(current.id, selection()) : await checkoutApi.create({ event: dateId, ticketType, ...selection() });
    setBusy(false);
    if (!reply.data) return setError(errorMessage(reply.error));
    if (!current?.inProgress) trackOrderStep('AddToCart', reply.data);
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
      ? { label: 'Continue', disabled: !selected.length || busy, run: continueToInfo }
      : step === 'YourInfo'
        ? { label: 'Continue', disabled: busy, run: () => document.querySelector<HTMLFormElement>('#your-info')?.requestSubmit() }
        : { label: 'Confirm', disabled: busy, run: () => document.querySelector<HTMLFormElement>('#payment')?.requestSubmit() };

  return (
    // The event's look (seed 000 §3 theme), as on its page.
    <div data-event-theme={event.data.theme} className={`mx-auto max-w-3xl px-4 pt-6 md:pb-10 ${wallet ? 'pb-64' : 'pb-28'}`}>
      <ConsentBanner owner={event.data.tracking} aboveBar />
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
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {error}
        </p>
      )}

      {step === 'SelectTickets' && (
        <SelectTickets
          tickets={list}
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
          onBack={() => setStep('SelectTickets')}
          onDirty={setInfoDirty}
          onConfirmed={(confirmed, request) => {
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
}

/** Ticket quantities (start at 0), the code box and the donation. */
function SelectTickets({ tickets, quantities, onQuantity, codes, codesAvailable, onCodes, onRemoveCode, onUnlock, dateId, ticketType, donation }: SelectTicketsProps) {
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

  if (!tickets.length) return <p className="text-neutral-600">There are no tickets on sale for this date.</p>;
  return (
    <section aria-label="Tickets" className="flex flex-col gap-3">
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
