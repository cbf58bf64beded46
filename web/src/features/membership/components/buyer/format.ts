import { formatMoney } from '../../../../lib/money';

/** '$20 / month', '$20.50 / year': the seeds' prices (2 decimals, an integer when whole) with their interval. */
export const formatPlan = (amount: number, currency: string, interval: string) => `${formatMoney(amount, currency)} / ${interval}`;

/** 'Jun 1, 2030' in the reader's own time zone. */
export const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** A profile's page: /p/ for a user, /o/ for an organization. */
export const profilePath = (owner: { type: string; username: string }) => `/${owner.type === 'School' ? 'o' : 'p'}/${owner.username}`;

/** Only same-site paths are followed: '/x' yes; '//host', '/\host', 'https://…' and anything else give '/'. */
export const sameSitePath = (target: unknown): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';

/** A full page load (the backend's form posts and the payment provider's pages are outside the app). */
export const leavePage = (url: string) => window.location.assign(url);
