const HOUR = 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Calendar days (local time) from `earlier` to `later`; rounding absorbs a daylight-saving hour. */
const calendarDays = (earlier: Date, later: Date) =>
  Math.round((new Date(later.getFullYear(), later.getMonth(), later.getDate()).getTime() - new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate()).getTime()) / (24 * HOUR));

/**
 * When a notification came (seed 000 "Top navigation"): hours ago for today and yesterday, days ago within
 * 30 days, otherwise 'on MMM dd'.
 */
export function notificationDate(createdAt: Date, now: Date): string {
  const elapsed = now.getTime() - createdAt.getTime();
  if (elapsed < 60_000) return 'just now';
  const days = calendarDays(createdAt, now);
  if (days <= 1) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 0 ? 'less than an hour ago' : hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  }
  if (days <= 30) return `${days} days ago`;
  return `on ${MONTHS[createdAt.getMonth()]} ${String(createdAt.getDate()).padStart(2, '0')}`;
}
