/** A formatter per kind and time zone, made once: making one costs far more than formatting (the server draws event pages with them). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (kind: 'day' | 'time', timeZone: string) => {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      'en-US',
      kind === 'day' ? { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } : { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    );
    formatters.set(key, found);
  }
  return found;
};

/** Dates and times in the event's own time zone. */
export const formatDay = (iso: string, timezone: string) => formatter('day', timezone).format(new Date(iso));
export const formatTime = (iso: string, timezone: string) => formatter('time', timezone).format(new Date(iso));

/** The time zones a select offers, `current` among them (browsers leave some out of their list, such as 'UTC'), so it never shows blank. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Dark or light text, whichever reads on a banner's background colour ('#rrggbb'; anything else is taken as light). */
export function textColorOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#171717';
  // Relative luminance (WCAG): the brighter the background, the darker the text.
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#171717' : '#fafafa';
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
