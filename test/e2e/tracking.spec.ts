import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeDemoOnboarding, payWithDemoCard, publishPaidEvent, signUp, unique } from './newcomers.js';

const PIXEL_ID = '104729386512345';

/**
 * Meta's fbevents.js as far as the pixel protocol goes: it takes over the base code's fbq queue and sends each
 * event as an image GET to https://www.facebook.com/tr/ (id, ev, cd[...], eid): 'track' for every initialised
 * pixel, 'trackSingle' for the one it names.
 */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq;
  var pixels = [];
  function sendTo(id, ev, data, options) {
    var query = new URLSearchParams({ id: id, ev: ev });
    Object.keys(data || {}).forEach(function (key) { query.set('cd[' + key + ']', String(data[key])); });
    if (options && options.eventID) query.set('eid', options.eventID);
    new Image().src = 'https://www.facebook.com/tr/?' + query.toString();
  }
  function send(ev, data, options) {
    pixels.forEach(function (id) { sendTo(id, ev, data, options); });
  }
  function callMethod(method) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (method === 'init') pixels.push(String(args[0]));
    if (method === 'track') send(args[0], args[1], args[2]);
    if (method === 'trackSingle' && pixels.indexOf(String(args[0])) >= 0) sendTo(String(args[0]), args[1], args[2], args[3]);
  }
  fbq.callMethod = callMethod;
  fbq.queue.splice(0).forEach(function (call) { callMethod.apply(null, Array.prototype.slice.call(call)); });
})();`;

/** A 1×1 transparent GIF, as Meta answers its pixel requests. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Every request the context makes to Meta's hosts, and the pixel events that reached Meta. */
async function fakeMeta(context: BrowserContext): Promise<{ requests: string[]; events: () => URLSearchParams[] }> {
  const requests: string[] = [];
  const pixels: URLSearchParams[] = [];
  context.on('request', (request) => {
    if (/^https:\/\/([a-z0-9-]+\.)*facebook\.(com|net)\//.test(request.url())) requests.push(request.url());
  });
  await context.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS }));
  await context.route('https://www.facebook.com/tr**', (route) => {
    pixels.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  return { requests, events: () => [...pixels] };
}

/** The pixel events named `ev`, each as the values Meta was given. */
const sent = (events: URLSearchParams[], ev: string) =>
  events.filter((query) => query.get('ev') === ev).map((query) => ({ id: query.get('id'), value: query.get('cd[value]'), currency: query.get('cd[currency]'), eid: query.get('eid') }));

/** Waits until the thank-you page has asked the API whether to send its Purchase; answers the API's `send`. */
async function purchaseClaim(page: Page, load: () => Promise<unknown>): Promise<boolean> {
  const claim = page.waitForResponse((response) => /\/client_side_api\/v1\/tracking\/purchases\/[0-9a-f-]{36}$/.test(response.url()));
  await load();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  const response = await claim;
  expect(response.ok()).toBe(true);
  return (await response.json()).send as boolean;
}

test('an organizer’s Meta pixel gets nothing before the visitor accepts, then the funnel, and one Purchase however often the thank-you page loads', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const organizer = await signUp(page, 'Odetta Holmes', `o${id}`);
  await page.goto(`/manage/${organizer.username}/settings/payouts`);
  await page.getByRole('link', { name: 'Connect to Stripe' }).click();
  await completeDemoOnboarding(page);

  // The organizer's Meta pixel, in the account settings.
  await page.goto(`/manage/${organizer.username}/settings/account`);
  const form = page.getByRole('form', { name: 'Account settings' });
  await form.getByLabel('Meta Pixel ID').fill(PIXEL_ID);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  const eventPath = await publishPaidEvent(page, 'Odetta Holmes', { name: `Porch Songs ${id}`, ticket: 'Porch seat', price: '20' });

  // A visitor: the banner names Meta, and nothing goes to Meta before an answer, though the view is counted.
  const context = await browser.newContext();
  const meta = await fakeMeta(context);
  const visitor = await context.newPage();
  const counted = visitor.waitForResponse((response) => response.url().endsWith('/client_side_api/v1/tracking/events') && response.request().method() === 'POST');
  await visitor.goto(eventPath);
  const banner = visitor.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toContainText('This page uses cookies from Meta to measure visits and ticket sales.');
  expect((await counted).ok()).toBe(true);
  expect(meta.requests).toEqual([]);

  // Accepted: Meta's script loads and gets the view, valued at the ticket's $20 + $0.89 fee.
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => sent(meta.events(), 'ViewContent')).toEqual([{ id: PIXEL_ID, value: '20.89', currency: 'USD', eid: null }]);
  expect(meta.requests[0]).toBe('https://connect.facebook.net/en_US/fbevents.js');

  // The visitor buys; the banner does not ask again.
  await visitor.getByRole('link', { name: 'Get Tickets' }).click();
  await visitor.getByLabel('Quantity of Porch seat').selectOption('1');
  await visitor.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => sent(meta.events(), 'AddToCart')).toEqual([{ id: PIXEL_ID, value: '20.89', currency: 'USD', eid: null }]);
  await expect(banner).toHaveCount(0);
  await visitor.getByLabel('First name', { exact: true }).fill('Rosa');
  await visitor.getByLabel('Last name', { exact: true }).fill('Parks');
  await visitor.getByLabel('Email', { exact: true }).fill(`r${id}@example.com`);
  await visitor.getByLabel('Confirm email').fill(`r${id}@example.com`);
  await visitor.getByRole('group', { name: 'Attendee 1: Porch seat' }).getByRole('button', { name: 'Same as buyer' }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => sent(meta.events(), 'InitiateCheckout')).toEqual([{ id: PIXEL_ID, value: '20.89', currency: 'USD', eid: null }]);
  expect(await purchaseClaim(visitor, () => payWithDemoCard(visitor, { amount: '$20.89' }))).toBe(true);
  const orderId = new URL(visitor.url()).pathname.split('/').pop();
  await expect.poll(() => sent(meta.events(), 'Purchase')).toEqual([{ id: PIXEL_ID, value: '20.89', currency: 'USD', eid: orderId }]);

  // Reloaded twice, the thank-you page loads the pixel again but is told not to send the Purchase again.
  for (let reload = 0; reload < 2; reload += 1) {
    const before = meta.events().length;
    expect(await purchaseClaim(visitor, () => visitor.reload())).toBe(false);
    // The reloaded page's own PageView reached Meta, so its pixel was working.
    await expect.poll(() => meta.events().length).toBeGreaterThan(before);
  }
  expect(sent(meta.events(), 'Purchase')).toEqual([{ id: PIXEL_ID, value: '20.89', currency: 'USD', eid: orderId }]);
  await context.close();
});
