/** Dates and times in the event's own time zone. */
export const formatDay = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
export const formatTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** The time zones a select offers, `current` among them (browsers leave some out of their list, such as 'UTC'), so it never shows blank. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Groups dates by their day in the event's time zone, in order. */
export function groupByDay<T extends { startsAt: string }>(dates: T[], timezone: string): { day: string; dates: T[] }[] {
  const groups: { day: string; dates: T[] }[] = [];
  for (const date of dates) {
    const day = formatDay(date.startsAt, timezone);
    const group = groups.at(-1);
    if (group?.day === day) group.dates.push(date);
    else groups.push({ day, dates: [date] });
  }
  return groups;
}

/** Where a ticket button goes: one future date checks out directly; several open the date selection. */
export function ticketLink(event: { id: string; futureEventCount: number; nextEvent: { id: string } | null }, attendance: 'in-person' | 'online'): string {
  if (event.futureEventCount > 1) return `/select/checkout/${event.id}?ticketType=${attendance}`;
  return `/checkout/${event.id}?event=${event.nextEvent?.id ?? ''}&ticketType=${attendance}`;
}

/** Plain text from the simple form becomes paragraphs (the server sanitises whatever arrives). */
export const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('');
