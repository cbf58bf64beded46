import * as schemas from '../../lib/api/contract.gen';

const SET = schemas.SetBroadcastRequest;

/** Texts and rules of online dates' streams: the management page and /b/{id} (those the API also answers come from its contract). */
export const BROADCAST_TEXT = {
  invalidLink: SET['x-messages'].streamLink,
  tiersRequired: SET['x-messages'].tierRequired,
  saved: 'Stream saved',
  keyRegenerated: 'New stream key created',
  copied: 'Copied',
  forTicketHolders: 'This stream is for ticket holders.',
} as const;

/** The stream link an organizer may give: an https address (YouTube, Vimeo, an HLS playlist or a meeting link). */
export function isValidStreamLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** How /b/{id} shows an external link: YouTube and Vimeo embedded, an HLS playlist in the player, anything else opened. */
export type ExternalView = { type: 'embed'; src: string } | { type: 'hls'; src: string } | { type: 'open'; href: string };

export function externalView(link: string): ExternalView {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { type: 'open', href: link };
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' && parts[0]) return { type: 'embed', src: `https://www.youtube.com/embed/${parts[0]}` };
  if (host === 'youtube.com') {
    const id = url.searchParams.get('v') ?? (['live', 'embed'].includes(parts[0] ?? '') ? parts[1] : undefined);
    if (id) return { type: 'embed', src: `https://www.youtube.com/embed/${id}` };
  }
  if (host === 'vimeo.com') {
    if (parts[0] === 'event' && parts[1]) return { type: 'embed', src: `https://vimeo.com/event/${parts[1]}/embed` };
    if (parts[0] && /^\d+$/.test(parts[0])) return { type: 'embed', src: `https://player.vimeo.com/video/${parts[0]}` };
  }
  if (host === 'player.vimeo.com') return { type: 'embed', src: url.href };
  if (url.pathname.endsWith('.m3u8')) return { type: 'hls', src: url.href };
  return { type: 'open', href: url.href };
}

/** Dates and times in the event's own time zone. */
export const formatBroadcastDay = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
export const formatBroadcastTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
