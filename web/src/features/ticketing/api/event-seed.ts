import type { QueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

type EventView = components['schemas']['EventResponse'];

/**
 * The event page's HTML carries the event's view (GET /client_side_api/events/{id}, as the viewer would get it) in
 * a JSON script of this id, written by the server beside the hero it drew (web/src/ssr/event-shell.tsx).
 */
export const EVENT_SEED_ID = 'limelight-event';

/** JSON that stays data inside a <script> element: no `<` (so no `</script>` or `<!--`), `>`, `&`, U+2028 or U+2029. */
export const eventSeedJson = (event: EventView) => JSON.stringify(event).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Puts the page's event view into the query cache (once), so the event page draws at once without asking again. */
export function takeEventSeed(queryClient: QueryClient, page: Document): EventView | null {
  const element = page.getElementById(EVENT_SEED_ID);
  if (!element) return null;
  element.remove();
  let event: EventView;
  try {
    event = JSON.parse(element.textContent ?? '') as EventView;
  } catch {
    return null;
  }
  queryClient.setQueryData($api.queryOptions('get', '/client_side_api/events/{id}', { params: { path: { id: event.id } } }).queryKey, event);
  return event;
}
