import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { EVENT_SEED_ID, eventSeedJson } from '../features/ticketing/api/event-seed';
import { EventBanners, EventHero, EventMain, EventTicketsError } from '../features/ticketing/components/event-hero';
import type { components } from '../lib/api/schema.gen';
import { AppFrame } from '../routes/-app-frame';

/**
 * The event page's shell, drawn by the API into index.html (src/shared/http/web-pages.ts loads this file's build,
 * web/dist/ssr/event-shell.mjs): the page's frame and the top of the event page from the same components the app
 * draws, so the title, date, place and poster paint before any JavaScript runs, and the app's first render (from
 * the view in `seed`) repeats this markup when it takes the page over (web/src/main.tsx).
 */

type EventView = components['schemas']['EventResponse'];

export interface EventShell {
  /** For the page's head: the poster's preload, so it is fetched before the stylesheet and scripts. */
  head: string;
  /** The root element's content. */
  root: string;
  /** After the root element: the event's view, which the app puts into its query cache. */
  seed: string;
}

/** `path`: the page's path and query, which the server shell reads as the app's router will (?native=true, ?errorCode=1). */
export function renderEventShell(event: EventView, path: string): EventShell {
  // The frame's navigation reads the router and asks who is signed in: here nobody is known yet, as in the app's first render.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) });
  // As the root route and the event route read them.
  const search = router.state.location.search as { native?: unknown; errorCode?: unknown };
  const native = search.native === true || search.native === 'true';
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterContextProvider router={router}>
        <AppFrame native={native}>
          <EventMain theme={event.theme}>
            {Number(search.errorCode) === 1 && <EventTicketsError />}
            <EventBanners banners={event.bannerMessages} />
            <EventHero event={event} />
          </EventMain>
        </AppFrame>
      </RouterContextProvider>
    </QueryClientProvider>,
  );
  // React puts the preload of the poster (an image fetched with high priority) in front of the markup: it belongs in the head.
  const [, preloads = '', root = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  return { head: preloads, root, seed: `<script type="application/json" id="${EVENT_SEED_ID}">${eventSeedJson(event)}</script>` };
}
