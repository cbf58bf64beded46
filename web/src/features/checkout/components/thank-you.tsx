import { useEffect, useState } from 'react';
import { ConsentBanner } from '../../../components/tracking/consent-banner';
import { CopyLinkField } from '../../../components/ui/copy-link';
import { useCurrentUser } from '../../../lib/current-user';
import { usePurchaseTracking } from '../../../lib/tracking';
import { LINK_COPIED_MS, useCopied } from '../../../lib/use-copied';
import { checkoutApi, useCheckoutEvent, useOrder, type OrderSummary } from '../api/checkout';
import { MESSAGES, pollDelay } from '../rules';
import { orderSeats } from '../seats';
import { SUPPORT_EMAIL } from '../../../lib/site';

/**
 * /checkout/thankyou/{orderId}: asks the server to check the payment once, then polls the order's summary
 * while it is in progress (1 s, doubling, the exponent capped at 6) and shows success or failure.
 */
export function ThankYouPage({ orderId }: { orderId: string }) {
  const [summary, setSummary] = useState<OrderSummary | null>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async (attempt: number) => {
      const reply = attempt === 0 ? await checkoutApi.complete(orderId) : await checkoutApi.summary(orderId);
      if (stopped) return;
      const next = reply.data ?? null;
      setSummary(next);
      if (next?.inProgress) timer = setTimeout(() => void poll(attempt + 1), pollDelay(attempt));
    };
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  if (summary === undefined || summary?.inProgress) {
    return (
      <div role="status" aria-label="Processing your order" className="flex min-h-[60vh] items-center justify-center">
        <div className="h-12 w-12 animate-spin rounded-full border-4 border-neutral-200 border-t-brand" />
      </div>
    );
  }
  if (!summary || summary.status !== 'completed') return <Failed eventId={summary?.eventId} />;
  return <Succeeded summary={summary} />;
}

function Failed({ eventId }: { eventId?: string }) {
  const theme = useCheckoutEvent(eventId ?? '', !!eventId).data?.theme;
  return (
    <div data-event-theme={theme} className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold">{MESSAGES.paymentFailed}</h1>
      <a href={eventId ? `/event/${eventId}` : '/'} className="inline-block rounded-full bg-brand px-6 py-3 font-medium text-white">
        Try Again
      </a>
      <p className="mt-6 text-sm text-neutral-600">
        Need help? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}

function Succeeded({ summary }: { summary: OrderSummary }) {
  const order = useOrder(summary.id).data;
  const event = useCheckoutEvent(summary.eventId).data;
  const { copied, copy } = useCopied(LINK_COPIED_MS);
  const { user } = useCurrentUser();
  usePurchaseTracking(summary.id, event?.tracking);
  const eventUrl = `${window.location.origin}/event/${summary.eventId}`;
  // A signed-in buyer shares their own promoter link (it leads to the event), so the sales it brings count as theirs.
  const promoterUrl = user ? `${window.location.origin}/promote/${encodeURIComponent(user.username)}/${summary.eventId}` : undefined;
  const shareUrl = promoterUrl ?? eventUrl;
  // Online tickets lead to the stream once the event has one; otherwise (and in person) to the tickets.
  const stream = summary.ticketType === 'online' ? order?.broadcastUrl : null;
  const seats = orderSeats(order);
  // Places of an area count one by one: 'Your seats: Stalls-Pit × 3'.
  const places = seats.reduce((sum, seat) => sum + seat.ticketQuantity, 0);
  return (
    <div data-event-theme={event?.theme} className="mx-auto max-w-xl px-4 py-16 text-center">
      <ConsentBanner owner={event?.tracking} />
      <h1 className="mb-2 text-3xl font-bold">You’re going!</h1>
      {order?.course && <p className="mb-6 text-lg">{order.course.name}</p>}
      {seats.length > 0 && (
        <p className="-mt-4 mb-6 text-neutral-700">
          {places === 1 ? 'Your seat' : 'Your seats'}: {seats.map((seat) => (seat.ticketQuantity > 1 ? `${seat.seatLabel} × ${seat.ticketQuantity}` : seat.seatLabel)).join(', ')}
        </p>
      )}
      <a href={stream ?? `/tickets/${summary.id}`} className="inline-block rounded-full bg-brand px-6 py-3 font-medium text-white">
        {stream ? 'View Stream' : 'View Tickets'}
      </a>
      {summary.email && <p className="mt-6 text-neutral-600">A confirmation email with your tickets is on its way to {summary.email}.</p>}
      {promoterUrl && <CopyLinkField label="Share this event and track your sales" link={promoterUrl} className="mt-8 text-left" />}
      <div className={`${promoterUrl ? 'mt-4' : 'mt-8'} flex flex-wrap justify-center gap-3 text-sm`}>
        {!promoterUrl && (
          <button
            type="button"
            className="rounded-full border border-neutral-300 px-4 py-2"
            // Without a clipboard (an insecure page or a refusal) nothing is said: the buyer can share another way.
            onClick={() => void copy(eventUrl).catch(() => undefined)}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </button>
        )}
        <a href={`https://wa.me/?text=${encodeURIComponent(shareUrl)}`} target="_blank" rel="noreferrer" className="rounded-full border border-neutral-300 px-4 py-2">
          WhatsApp
        </a>
        <a href={`mailto:?body=${encodeURIComponent(shareUrl)}`} className="rounded-full border border-neutral-300 px-4 py-2">
          Mail
        </a>
        <a href={`https://x.com/intent/post?url=${encodeURIComponent(shareUrl)}`} target="_blank" rel="noreferrer" className="rounded-full border border-neutral-300 px-4 py-2">
          X
        </a>
        <a href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`} target="_blank" rel="noreferrer" className="rounded-full border border-neutral-300 px-4 py-2">
          Facebook
        </a>
      </div>
      {/* The organizer's own page the buyer came from (the event's returnUrl). */}
      {event?.returnUrl && (
        <a href={event.returnUrl} className="mt-8 inline-block underline">
          Back to {new URL(event.returnUrl).host}
        </a>
      )}
    </div>
  );
}
