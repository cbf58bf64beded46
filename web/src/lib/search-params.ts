/** Reading a page's URL state: anything unknown or malformed is left out, so the page's default applies. */

/** A page number from the URL: a whole number from 1 up (page 1 is the default, so it is left out). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Search text; the router reads `?query=2026` as a number, which is text here. */
export function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim() ? text : undefined;
}
