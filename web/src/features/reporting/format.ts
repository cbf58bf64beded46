import { formatMoney } from '../../lib/money';

/** How the reporting pages show payment methods, statuses, dates, amounts and pages (seed 001 §2.2, §9). */

const PAYMENT_TYPES: Record<string, string> = {
  free: 'Comp (Free)',
  stripe: 'Card',
  // The demo gateway stands in for Stripe when no key is set: a card, but no money moved.
  demo: 'Card (demo)',
  terminal: 'Card reader',
  cash: 'Cash',
};

/** 'free' is 'Comp (Free)', a missing method 'N/A'. */
export function paymentTypeLabel(method: string | null | undefined): string {
  if (!method) return 'N/A';
  return PAYMENT_TYPES[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}

const ORDER_STATUSES: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

export const orderStatusLabel = (status: string) => ORDER_STATUSES[status] ?? status;

/** The seeds' date format 'dd MMM yyyy' (05 Mar 2026), in `timezone` (an event order's event's) or else the browser's. */
export function formatReportDate(iso: string, timezone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone ?? undefined, day: '2-digit', month: 'short', year: 'numeric' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}`;
}

/**
 * Date and time with the zone's label, for activity and order details: '05 Mar 2026, 8:00 PM EST'. An event
 * order's times are in its event's zone (`timezone`), whatever the browser's; the rest in the browser's.
 */
export const formatReportDateTime = (iso: string, timezone?: string | null) =>
  `${formatReportDate(iso, timezone)}, ${new Intl.DateTimeFormat('en-US', { timeZone: timezone ?? undefined, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))}`;

/**
 * Seed 002 §4: an order item's actions (View ticket, Refund, Cancel) appear only for an event's ticket paid
 * by card, on a completed order (still so after another ticket's refund) and an Active item. The demo card counts as a card.
 * Membership payments and donations on videos (ArtistVideo) have no ticket, so no actions.
 */
export function itemActionsAllowed(order: { productType: string; paymentMethod: string; status: string }, item: { status: string }): boolean {
  return (
    order.productType === 'Course' &&
    (order.paymentMethod === 'stripe' || order.paymentMethod === 'demo') &&
    (order.status === 'completed' || order.status === 'partially_refunded') &&
    item.status === 'Active'
  );
}

/** A product's page: an event's public page; a membership tier's edit form; a video's watch page (donations). */
export function productPath(username: string, product: { productType: string | null; productId: string }): string | null {
  if (product.productType === 'Course') return `/event/${product.productId}`;
  if (product.productType === 'MembershipTier') return `/manage/${username}/memberships/tiers/edit?tier=${product.productId}`;
  if (product.productType === 'ArtistVideo') return `/watch/${product.productId}`;
  return null;
}

/** A patron's page: by account id, or by e-mail for patrons without an account. */
export const patronPath = (username: string, key: string) => `/manage/${username}/reporting/patrons/${encodeURIComponent(key)}`;

/** The key of an order's customer and of a patron row. */
export const orderPatronKey = (order: { userId: string | null; userEmail: string }) => order.userId ?? order.userEmail;
export const patronKey = (patron: { id: string | null; email: string }) => patron.id ?? patron.email;

/** A patron's amounts, one per currency ('$51.88, €41.09'): amounts of different currencies are never added. */
export const formatTotals = (totals: { currency: string; totalAmount: number }[]) => totals.map((t) => formatMoney(t.totalAmount, t.currency)).join(', ');
