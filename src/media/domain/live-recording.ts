import { TITLE_MAX } from './video-library.js';

/** The library video a finished live stream becomes: named after its event and date (in the event's time zone). */
export function recordingTitle(eventName: string, startsAt: Date, timezone: string): string {
  const suffix = ` — ${longDate(startsAt, timezone)}`;
  return `${eventName.slice(0, TITLE_MAX - suffix.length)}${suffix}`;
}

export function recordingDescription(eventName: string, startsAt: Date, timezone: string): string {
  return `<p>Recording of the live stream of ${escapeHtml(eventName)} on ${longDate(startsAt, timezone)}.</p>`;
}

const longDate = (at: Date, timezone: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: timezone }).format(at);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
