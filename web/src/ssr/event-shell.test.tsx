import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileFollowButton } from '../features/accounts/components/follow-button';
import { takeEventSeed } from '../features/ticketing/api/event-seed';
import { EventPage } from '../features/ticketing/components/event-page';
import type { components } from '../lib/api/schema.gen';
import { AppFrame } from '../routes/-app-frame';
import { renderEventShell } from './event-shell';

// jsdom has no scrolling; the router scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const HOSTILE = 'Jazz & "Blues" <Night></script><!-- \u2028 $& \u2029';

const event = {
  id: 'e1',
  name: HOSTILE,
  description: '<p>Late sets</p>',
  poster: '/client_side_api/v1/file_uploads/poster-1',
  images: [],
  videoUrl: null,
  timezone: 'America/New_York',
  startsAt: '2099-03-07T00:00:00.000Z',
  doorTime: '2099-03-06T23:30:00.000Z',
  nextEvent: { id: 'd1' },
  futureEventCount: 1,
  dates: [{ id: 'd1', startsAt: '2099-03-07T00:00:00.000Z', endsAt: null, doorTime: null, past: false, soldOut: false }],
  locationSetting: 'other',
  location: { name: 'Riverside Hall', address: '1 Main St', latitude: null, longitude: null },
  owner: { id: 'o1', name: 'Riverside Arts', username: 'riverside', type: 'school', avatar: null },
  collaborators: [],
  published: true,
  private: false,
  canManage: false,
  accessSetting: null,
  inPersonTicketsAvailable: true,
  onlineTicketsAvailable: false,
  inPersonTicketsSoldOut: false,
  purchaseButtonText: null,
  bannerMessages: [{ type: 'info', message: 'Doors at 7 <b>sharp</b>', color: '#fde68a', dismissible: true }],
  theme: 'dark',
  shareUrl: '/event/e1',
  currency: 'usd',
  ticketTypes: [],
  membershipDiscounts: [],
  tracking: null,
} as unknown as components['schemas']['EventResponse'];

/** The server's markup as the browser holds it: React's text separators (comments) do not draw anything. */
function parsed(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  return root;
}

/**
 * A node as it draws: its tag, attributes (in any order; styles as the browser reads them) and children. Ids that
 * React makes up per render (labels, menus) are left out when `ids` is false: the server's and a browser's differ,
 * and nothing is drawn from them.
 */
function drawn(node: Node, ids = true): string {
  const element = node as HTMLElement;
  const attributes = [...element.attributes]
    .filter((a) => ids || !['id', 'for', 'aria-controls'].includes(a.name))
    .map((a) => `${a.name}=${JSON.stringify(a.name === 'style' ? element.style.cssText : a.value)}`)
    .sort();
  // Neighbouring texts draw as one.
  const children = [...element.childNodes].reduce<(Node | string)[]>((list, child) => {
    const last = list.at(-1);
    if (child.nodeType !== Node.TEXT_NODE) list.push(child);
    else if (typeof last === 'string') list[list.length - 1] = last + child.textContent;
    else list.push(child.textContent ?? '');
    return list;
  }, []);
  return `<${element.tagName} ${attributes.join(' ')}>${children.map((child) => (typeof child === 'string' ? JSON.stringify(child) : drawn(child, ids))).join('')}</${element.tagName}>`;
}

/** The app's first render of /event/e1 from the page's seed, as web/src/main.tsx (route loaded first) and the route draw it. */
async function renderApp(page: Document, path: string, errorCode?: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  expect(takeEventSeed(queryClient, page)?.id).toBe('e1');
  const rootRoute = createRootRoute({
    component: () => (
      <AppFrame native={false}>
        <EventPage id="e1" errorCode={errorCode} followOwner={(owner) => <ProfileFollowButton username={owner.username} type={owner.type} onResumed={() => undefined} />} />
      </AppFrame>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the event page’s server shell', () => {
  it.each([
    ['/event/e1', undefined, 2],
    // Back from a checkout that could not load its tickets: the notice above the banners.
    ['/event/e1?errorCode=1', 1, 3],
  ])('is the markup of the app’s first render of %s: the page’s frame, and the event page up to its hero', async (path, errorCode, drawnOnServer) => {
    const shell = renderEventShell(event, path);
    document.body.innerHTML = shell.seed;
    const server = parsed(shell.root);
    const app = (await renderApp(document, path, errorCode)).container;

    const serverMain = server.querySelector('main')!;
    const appMain = app.querySelector('main')!;
    expect(serverMain.childNodes.length).toBe(drawnOnServer);
    // The main element, the notice, the banner and the hero as the server drew them, then what the app adds below.
    expect(drawn(appMain.cloneNode(false))).toBe(drawn(serverMain.cloneNode(false)));
    expect([...appMain.childNodes].slice(0, drawnOnServer).map((node) => drawn(node))).toEqual([...serverMain.childNodes].map((node) => drawn(node)));
    // The navigation above the page is the same, so the page sits where the app draws it.
    expect(drawn(app.querySelector('header')!, false)).toBe(drawn(server.querySelector('header')!, false));
  });

  it('shows the title, date and doors in the event’s time zone, the place and the poster', () => {
    const server = parsed(renderEventShell(event, '/event/e1').root);
    expect(server.querySelector('h1')!.textContent).toBe(HOSTILE);
    expect(server.textContent).toContain('Fri, Mar 6, 2099 · 7:00 PM ESTDoors open 6:30 PM EST');
    expect(server.textContent).toContain('Riverside Hall, 1 Main St');
    expect(server.querySelector('img')!.getAttribute('src')).toBe('/client_side_api/v1/file_uploads/poster-1');
  });

  it('preloads the poster from the head, with high priority', () => {
    const { head, root } = renderEventShell(event, '/event/e1');
    expect(head).toBe('<link rel="preload" as="image" href="/client_side_api/v1/file_uploads/poster-1" fetchPriority="high"/>');
    expect(root).not.toContain('<link');
  });

  it('carries the view in a script nothing in it can close, and the app reads it back as it was', () => {
    const { seed } = renderEventShell(event, '/event/e1');
    const body = seed.slice(seed.indexOf('>') + 1, seed.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = seed;
    const queryClient = new QueryClient();
    expect(takeEventSeed(queryClient, document)).toEqual(event);
    expect(queryClient.getQueryData(['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }])).toEqual(event);
    // Read once: the script is gone from the page.
    expect(document.getElementById('limelight-event')).toBeNull();
  });

  it('leaves the navigation and footer out with ?native=true, as the app does', () => {
    const server = parsed(renderEventShell(event, '/event/e1?native=true').root);
    expect(server.querySelector('header')).toBeNull();
    expect(server.querySelector('footer')).toBeNull();
    expect(server.querySelector('h1')!.textContent).toBe(HOSTILE);
  });
});
