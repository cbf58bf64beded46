import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The event page's HTML carries its top drawn on the server (web/src/ssr/event-shell.tsx): the title, date, place
 * and poster show before any JavaScript runs, and the app takes the page over with the same markup, in the same
 * place, from the event's view in the page (no second request for it).
 */

const MAYA = { email: 'maya@limelight.example', password: 'limelight-demo' };
const TITLE = 'Harbour <Strings> & "Friends"';
const POSTER = fileURLToPath(new URL('../../demo/images/poster-cafe-concert.webp', import.meta.url));

/** A published event of Maya's with a poster, one date (Mar 6, 2099, 7 PM in New York) and a place; its id. */
async function publishedEvent(api: APIRequestContext): Promise<string> {
  const login = await api.post('/client_side_api/v1/auth/login', { data: MAYA });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const me = await (await api.get('/client_side_api/v1/me', { headers })).json();
  const upload = await api.post('/client_side_api/v1/file_uploads', { headers, multipart: { file: { name: 'poster.webp', mimeType: 'image/webp', buffer: await readFile(POSTER) } } });
  expect(upload.ok()).toBe(true);
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: me.id,
      name: TITLE,
      description: '<p>Strings by the water.</p>',
      poster: (await upload.json()).upload_identifier,
      timezone: 'America/New_York',
      locationName: 'Harbour Stage',
      locationAddress: '5 Harbour Road, Hudson, NY',
      dates: [{ startsAt: '2099-03-07T00:00:00.000Z', endsAt: '2099-03-07T03:00:00.000Z' }],
      ticketTypes: [{ attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 100 }],
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = await created.json();
  expect((await api.post(`/client_side_api/v1/management/courses/${id}/publish`, { headers })).ok()).toBe(true);
  return id as string;
}

/**
 * The hero as it draws (tags, attributes in any order, texts; React's empty text separators left out) and where
 * its title, date, place and poster sit on the page.
 */
function hero(page: Page) {
  return page.evaluate(() => {
    const drawn = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
      const element = node as HTMLElement;
      const attributes = Array.from(element.attributes).map((a) => `${a.name}=${JSON.stringify(a.name === 'style' ? element.style.cssText : a.value)}`).sort();
      const texts: string[] = [];
      let text: string | null = null;
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType === Node.COMMENT_NODE) continue;
        if (child.nodeType === Node.TEXT_NODE) text = (text ?? '') + child.textContent;
        else {
          if (text !== null) texts.push(JSON.stringify(text));
          text = null;
          texts.push(drawn(child));
        }
      }
      if (text !== null) texts.push(JSON.stringify(text));
      return `<${element.tagName} ${attributes.join(' ')}>${texts.join('')}</${element.tagName}>`;
    };
    const title = document.querySelector('main h1')!;
    const place = (element: Element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    };
    const lines = Array.from(title.parentElement!.querySelectorAll(':scope > p'));
    return {
      markup: drawn(title.closest('main > div')!),
      places: [title, document.querySelector('main img')!, ...lines].map(place),
    };
  });
}

test.describe('the event page drawn into its HTML', () => {
  let path: string;
  let eventId: string;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    eventId = await publishedEvent(api);
    path = `/event/${eventId}`;
    await api.dispose();
  });

  test('shows the title, date, place and poster before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByText('Fri, Mar 6, 2099 · 7:00 PM EST')).toBeVisible();
    await expect(page.getByText('Harbour Stage, 5 Harbour Road, Hudson, NY')).toBeVisible();
    const poster = page.getByRole('img', { name: `Poster of ${TITLE}` });
    await expect(poster).toBeVisible();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: 'Get Tickets' })).toBeVisible();
    await context.close();
  });

  test('the app takes it over with the same markup in the same place, without asking for the event again', async ({ browser }) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto(path);
    const server = await hero(stillPage);
    await still.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A logged-out visitor's GET /me answers 401 by design.
      if (message.text().includes('401') && message.location().url.endsWith('/client_side_api/v1/me')) return;
      messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    const eventRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/client_side_api/events/${eventId}`) eventRequests.push(request.url());
    });
    // The owner's profile (for the Follow button) waits until the first render is compared.
    let releaseProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route('**/client_side_api/v1/profiles/**', async (route) => {
      await profileHeld;
      await route.continue();
    });

    await page.goto(path);
    // The app has drawn the page: the server draws nothing below the hero.
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    expect(await hero(page)).toEqual(server);

    releaseProfile();
    await expect(page.getByRole('link', { name: 'Follow' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The Follow button had its room: nothing of the hero moved.
    expect((await hero(page)).places).toEqual(server.places);
    expect(eventRequests).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });
});
