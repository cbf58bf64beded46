import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Tracking = typeof import('./tracking');
type Client = typeof import('./api/client');

const OWNER = { googleAnalyticsId: 'G-ABC123', metaPixelId: '123456789012345', googleTagManagerContainerId: 'GTM-5XK2Q9' };
const NONE = { googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null };

/** The scripts the page asked for. */
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
/** What Meta's fbq stub queued for fbevents.js, as plain lists. */
const metaCalls = () => (window.fbq?.queue ?? []).map((call) => [...(call as unknown[])]);
/** What went to Google's data layer: gtag commands (argument lists) and Tag Manager events. */
const googleCalls = () => (window.dataLayer ?? []).map((entry) => (typeof entry === 'object' && entry && 'length' in entry ? [...(entry as unknown[])] : entry));

let tracking: Tracking;
let client: Client;
/** The API's answers to the web app's POSTs, and what it was sent. */
let posts: { path: string; init: unknown }[];
let purchaseAnswer: { send: boolean; value: number; currency: string; eventId: string };

beforeEach(async () => {
  // A fresh page: nothing loaded, no answer, no visitor id.
  vi.resetModules();
  tracking = await import('./tracking');
  client = await import('./api/client');
  posts = [];
  purchaseAnswer = { send: true, value: 2089, currency: 'usd', eventId: 'e1' };
  vi.spyOn(client.fetchClient, 'POST').mockImplementation(((path: string, init: unknown) => {
    posts.push({ path, init });
    const data = path === '/client_side_api/v1/tracking/purchases/{orderId}' ? purchaseAnswer : true;
    return Promise.resolve({ data, response: new Response() });
  }) as unknown as Client['fetchClient']['POST']);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.querySelectorAll('script, meta[name^="tracking-"]').forEach((element) => element.remove());
  delete window.fbq;
  delete window._fbq;
  delete window.gtag;
  delete window.dataLayer;
});

describe('the tracking pixels', () => {
  it('load nothing and send nothing before the visitor answers', () => {
    tracking.loadPixels(OWNER);
    tracking.track('ViewContent', { value: 12.5, currency: 'usd' }, OWNER);
    expect(scripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('load once each after an accept and then get the event that waited for it, in major units', () => {
    tracking.loadPixels(OWNER);
    tracking.track('ViewContent', { value: 12.5, currency: 'usd' }, OWNER);
    tracking.setConsent('granted');
    tracking.loadPixels(OWNER);
    tracking.loadPixels(OWNER);

    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-5XK2Q9',
    ]);
    expect(metaCalls()).toEqual([
      ['init', '123456789012345'],
      ['trackSingle', '123456789012345', 'PageView'],
      ['trackSingle', '123456789012345', 'ViewContent', { value: 12.5, currency: 'USD' }],
    ]);
    expect(googleCalls()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABC123'],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ['event', 'view_item', { value: 12.5, currency: 'USD', send_to: 'G-ABC123' }],
      { event: 'view_item', ecommerce: { value: 12.5, currency: 'USD' } },
    ]);
    expect(localStorage.getItem('limelight.tracking-consent')).toBe('granted');
  });

  it('load nothing after a decline, and forget what waited', () => {
    tracking.track('AddToCart', { value: 20.89, currency: 'usd' }, OWNER);
    tracking.setConsent('denied');
    tracking.loadPixels(OWNER);
    tracking.track('InitiateCheckout', { value: 20.89, currency: 'usd' }, OWNER);
    expect(scripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(localStorage.getItem('limelight.tracking-consent')).toBe('denied');
  });

  it("load the environment's own ids from the page's meta tags, beside the owner's", () => {
    const meta = document.createElement('meta');
    meta.name = 'tracking-meta-pixel-id';
    meta.content = '999999999';
    document.head.append(meta);
    expect(tracking.trackingServices(NONE)).toEqual(['Meta']);
    tracking.setConsent('granted');
    tracking.loadPixels({ ...NONE, metaPixelId: '123456789012345' });
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(metaCalls().filter(([method]) => method === 'init')).toEqual([
      ['init', '123456789012345'],
      ['init', '999999999'],
    ]);
    // Each pixel gets its page view once ('track' after the second init would send the first one another).
    expect(metaCalls().filter(([, , name]) => name === 'PageView')).toEqual([
      ['trackSingle', '123456789012345', 'PageView'],
      ['trackSingle', '999999999', 'PageView'],
    ]);
  });

  it("send an event only to the pixels of its own event's page, though another owner's pixel is still loaded", () => {
    const meta = document.createElement('meta');
    meta.name = 'tracking-meta-pixel-id';
    meta.content = '999999999';
    document.head.append(meta);
    const first = { ...NONE, metaPixelId: '111111111', googleAnalyticsId: 'G-FIRST' };
    const second = { ...NONE, metaPixelId: '222222222' };
    tracking.setConsent('granted');
    tracking.loadPixels(first);
    // The visitor moves on to the event of an owner without a pixel, then to another owner's event, in the app.
    tracking.track('ViewContent', { value: 5, currency: 'usd' }, NONE);
    tracking.loadPixels(second);
    tracking.track('AddToCart', { value: 20.89, currency: 'usd' }, second);

    const events = metaCalls().filter(([method, , name]) => method === 'trackSingle' && name !== 'PageView');
    expect(events).toEqual([
      ['trackSingle', '999999999', 'ViewContent', { value: 5, currency: 'USD' }],
      ['trackSingle', '222222222', 'AddToCart', { value: 20.89, currency: 'USD' }],
      ['trackSingle', '999999999', 'AddToCart', { value: 20.89, currency: 'USD' }],
    ]);
    expect(metaCalls().some(([method]) => method === 'track')).toBe(false);
    expect(googleCalls().filter((call) => Array.isArray(call) && call[0] === 'event')).toEqual([]);
  });

  it("send what waited for the visitor's answer only to the pixels of the page it happened on", () => {
    const first = { ...NONE, metaPixelId: '111111111' };
    const second = { ...NONE, metaPixelId: '222222222' };
    tracking.track('ViewContent', { value: 5, currency: 'usd' }, first);
    tracking.track('ViewContent', { value: 7, currency: 'usd' }, second);
    tracking.setConsent('granted');
    tracking.loadPixels(second);
    expect(metaCalls().filter(([method, , name]) => method === 'trackSingle' && name !== 'PageView')).toEqual([['trackSingle', '222222222', 'ViewContent', { value: 7, currency: 'USD' }]]);
  });
});

describe('the funnel steps', () => {
  it('are counted by Limelight with a random visitor id kept in this browser, whether or not the visitor accepted', async () => {
    tracking.setConsent('denied');
    tracking.trackPageEvent('ViewContent', { event: 'e1', amount: 1250, currency: 'usd', owner: OWNER });
    tracking.trackOrderStep('AddToCart', { amount: 2089, currency: 'usd', course: { id: 'e1' }, eventDate: { id: 'd1' } }, NONE);
    await vi.waitFor(() => expect(posts).toHaveLength(2));

    const visitorId = localStorage.getItem('limelight.visitor');
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(posts).toEqual([
      { path: '/client_side_api/v1/tracking/events', init: { body: { event: 'e1', name: 'ViewContent', visitorId } } },
      { path: '/client_side_api/v1/tracking/events', init: { body: { event: 'e1', eventDate: 'd1', name: 'AddToCart', visitorId } } },
    ]);
    expect(scripts()).toEqual([]);
  });

  it('value a zero-decimal currency as it is (1500 jpy is 1500)', () => {
    tracking.setConsent('granted');
    const owner = { ...NONE, metaPixelId: '123456789012345' };
    tracking.loadPixels(owner);
    tracking.trackPageEvent('ViewContent', { event: 'e1', amount: 1500, currency: 'jpy', owner });
    expect(metaCalls().at(-1)).toEqual(['trackSingle', '123456789012345', 'ViewContent', { value: 1500, currency: 'JPY' }]);
  });
});

describe('the purchase', () => {
  const purchases = () => metaCalls().filter(([method, , name]) => method === 'trackSingle' && name === 'Purchase');

  it('goes to the pixels with the order as its event id when the API answers send: true', async () => {
    tracking.setConsent('granted');
    await tracking.trackPurchase('o1', OWNER);

    expect(posts).toEqual([{ path: '/client_side_api/v1/tracking/purchases/{orderId}', init: { params: { path: { orderId: 'o1' } } } }]);
    expect(purchases()).toEqual([['trackSingle', '123456789012345', 'Purchase', { value: 20.89, currency: 'USD' }, { eventID: 'o1' }]]);
    expect(googleCalls()).toContainEqual(['event', 'purchase', { value: 20.89, currency: 'USD', transaction_id: 'o1', send_to: 'G-ABC123' }]);
    expect(googleCalls()).toContainEqual({ event: 'purchase', ecommerce: { value: 20.89, currency: 'USD', transaction_id: 'o1' } });
  });

  it('is not sent when the API answers send: false (the order was sent already)', async () => {
    purchaseAnswer = { ...purchaseAnswer, send: false };
    tracking.setConsent('granted');
    await tracking.trackPurchase('o1', OWNER);
    expect(posts).toHaveLength(1);
    expect(purchases()).toEqual([]);
  });

  it('is not claimed before an accept, nor on a page without any pixel', async () => {
    await tracking.trackPurchase('o1', OWNER);
    tracking.setConsent('granted');
    await tracking.trackPurchase('o2', NONE);
    expect(posts).toEqual([]);
  });
});
