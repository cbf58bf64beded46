import { useEffect, useRef, useSyncExternalStore } from 'react';
import { fetchClient } from './api/client';
import type { components } from './api/schema.gen';
import { minorDigits } from './money';

/** An owner's pixel ids, as the event view carries them (the owner's account settings). */
export type TrackingIds = components['schemas']['EventTrackingResponse'];
export type PageEventName = components['schemas']['PageEventName'];
export type TrackedEvent = PageEventName | 'Purchase';
export type Consent = 'granted' | 'denied';

const CONSENT_KEY = 'limelight.tracking-consent';
const VISITOR_KEY = 'limelight.visitor';

/** Storage may be refused (private modes, blocked cookies): then nothing is remembered, and nothing breaks. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered beyond this page.
  }
}

// ---- Consent -------------------------------------------------------------------------------------------------

/** The answer when storage is refused: remembered for this page only. */
let unstored: Consent | null = null;
const listeners = new Set<() => void>();

/** The visitor's answer to the consent banner, or null before they answer. */
export function consent(): Consent | null {
  const value = stored(CONSENT_KEY) ?? unstored;
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Remembers the answer; a decline drops what waited for it, an accept lets the pixels load (see loadPixels). */
export function setConsent(answer: Consent): void {
  unstored = answer;
  store(CONSENT_KEY, answer);
  if (answer === 'denied') pending.length = 0;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useConsent = (): Consent | null => useSyncExternalStore(subscribe, consent);

// ---- Pixel ids -----------------------------------------------------------------------------------------------

/** Limelight's own ids for this environment: the API writes them into the page, as it does Sentry's DSN. */
function environmentIds(): TrackingIds {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  return {
    googleAnalyticsId: meta('tracking-google-analytics-id'),
    metaPixelId: meta('tracking-meta-pixel-id'),
    googleTagManagerContainerId: meta('tracking-gtm-container-id'),
  };
}

interface PixelIds {
  googleAnalytics: string[];
  meta: string[];
  tagManager: string[];
}

/** The owner's ids and the environment's, each once. */
function pixelIds(owner: TrackingIds | null | undefined): PixelIds {
  const environment = environmentIds();
  const both = (pick: (ids: TrackingIds) => string | null) => [...new Set([owner && pick(owner), pick(environment)].filter((id): id is string => !!id))];
  return { googleAnalytics: both((ids) => ids.googleAnalyticsId), meta: both((ids) => ids.metaPixelId), tagManager: both((ids) => ids.googleTagManagerContainerId) };
}

/** The services the consent banner names: those with an id on this page. */
export function trackingServices(owner: TrackingIds | null | undefined): string[] {
  const ids = pixelIds(owner);
  return [ids.googleAnalytics.length && 'Google Analytics', ids.meta.length && 'Meta', ids.tagManager.length && 'Google Tag Manager'].filter((name): name is string => !!name);
}

// ---- Loading the pixels (only after consent) -----------------------------------------------------------------

type Command = (...args: unknown[]) => void;
interface MetaPixel extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: MetaPixel;
  loaded: boolean;
  version: string;
}
declare global {
  interface Window {
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    gtag?: Command;
    dataLayer?: unknown[];
  }
}

const loaded = { googleAnalytics: new Set<string>(), meta: new Set<string>(), tagManager: new Set<string>() };

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Meta's base code: fbq queues calls until fbevents.js takes them over. */
function loadMeta(id: string): void {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as MetaPixel;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  window.fbq('init', id);
  // trackSingle: 'track' would send this page view again to every pixel initialised before this one.
  window.fbq('trackSingle', id, 'PageView');
}

/** Google's gtag.js snippet: its commands are argument lists on the data layer. */
function loadGoogleAnalytics(id: string): void {
  const dataLayer = (window.dataLayer ??= []);
  if (!window.gtag) {
    window.gtag = function () {
      // gtag.js reads `arguments` objects, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
  }
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  window.gtag('config', id);
}

/** Google Tag Manager's snippet. */
function loadTagManager(id: string): void {
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

/** Loads each pixel of the page (the owner's and the environment's) once, if the visitor accepted; then sends what waited. */
export function loadPixels(owner: TrackingIds | null | undefined): void {
  if (consent() !== 'granted') return;
  const ids = pixelIds(owner);
  const loaders: [keyof PixelIds, (id: string) => void][] = [
    ['googleAnalytics', loadGoogleAnalytics],
    ['meta', loadMeta],
    ['tagManager', loadTagManager],
  ];
  for (const [kind, load] of loaders) {
    for (const id of ids[kind]) {
      if (loaded[kind].has(id)) continue;
      loaded[kind].add(id);
      load(id);
    }
  }
  // What waited for pixels that are not loaded was of another owner's page the visitor has left: it is dropped.
  for (const waiting of pending.splice(0)) if (loadedFor(waiting.owner)) send(waiting);
}

/** Whether a pixel of the page of `owner` (its own or the environment's) is loaded. */
function loadedFor(owner: TrackingIds | null | undefined): boolean {
  const ids = pixelIds(owner);
  return ids.googleAnalytics.some((id) => loaded.googleAnalytics.has(id)) || ids.meta.some((id) => loaded.meta.has(id)) || ids.tagManager.some((id) => loaded.tagManager.has(id));
}

// ---- Sending events to the pixels ----------------------------------------------------------------------------

interface PixelEvent {
  name: TrackedEvent;
  value: number;
  currency: string;
  orderId?: string;
  /** The ids of the page the event happened on: it goes to those pixels only. */
  owner: TrackingIds | null | undefined;
}

/** Google's names for the same events (GA4 and the GTM data layer). */
const GOOGLE_NAMES: Record<TrackedEvent, string> = { ViewContent: 'view_item', AddToCart: 'add_to_cart', InitiateCheckout: 'begin_checkout', Purchase: 'purchase' };
/** Events of this page before the visitor answered (or before the pixels loaded), sent if they accept. */
const pending: PixelEvent[] = [];
const MAX_PENDING = 20;

/**
 * Sends to the pixels of the event's own page only. Pixels stay loaded as the visitor moves on through the app, so
 * one owner's pixel must not receive the visits and sales of another owner's events (Meta's trackSingle and gtag's
 * send_to name the pixel; a Tag Manager container reads the shared data layer, so it is pushed to only on a page
 * that has one).
 */
function send({ name, value, currency, orderId, owner }: PixelEvent): void {
  const ids = pixelIds(owner);
  const details = { value, currency: currency.toUpperCase() };
  const google = { ...details, ...(orderId && { transaction_id: orderId }) };
  for (const id of ids.meta) if (loaded.meta.has(id)) window.fbq?.('trackSingle', id, name, details, ...(orderId ? [{ eventID: orderId }] : []));
  for (const id of ids.googleAnalytics) if (loaded.googleAnalytics.has(id)) window.gtag?.('event', GOOGLE_NAMES[name], { ...google, send_to: id });
  if (ids.tagManager.some((id) => loaded.tagManager.has(id))) window.dataLayer?.push({ event: GOOGLE_NAMES[name], ecommerce: google });
}

/**
 * Sends an event of the page of `owner` to its loaded pixels (value in major units); kept until the visitor
 * answers, dropped on a decline or where the page has no pixel at all.
 */
export function track(name: TrackedEvent, details: { value: number; currency: string; orderId?: string }, owner: TrackingIds | null | undefined): void {
  const event = { name, ...details, owner };
  const answer = consent();
  if (answer === 'denied' || !trackingServices(owner).length) return;
  if (answer === 'granted' && loadedFor(owner)) return send(event);
  if (pending.length < MAX_PENDING) pending.push(event);
}

/** Minor units as the pixels take them: a number of major units (2089 usd is 20.89). */
const majorUnits = (amount: number, currency: string) => amount / 10 ** minorDigits(currency);

// ---- First-party page events (counts only, no consent needed) ------------------------------------------------

/** A random id for this browser, so the organizer's stats count visitors, not page loads; no cookie. */
export function visitorId(): string {
  let id = stored(VISITOR_KEY);
  if (!id) {
    id = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    store(VISITOR_KEY, id);
  }
  return id;
}

/** A step of the funnel: counted by Limelight (always) and sent to the pixels of the event's page (after consent). */
export function trackPageEvent(
  name: PageEventName,
  { event, eventDate, amount, currency, owner }: { event: string; eventDate?: string; amount: number; currency: string; owner: TrackingIds | null | undefined },
): void {
  const count = async () => {
    await fetchClient.POST('/client_side_api/v1/tracking/events', { body: { event, ...(eventDate && { eventDate }), name, visitorId: visitorId() } });
  };
  // Counting is best effort: a lost count never disturbs the visitor.
  void count().catch(() => undefined);
  track(name, { value: majorUnits(amount, currency), currency }, owner);
}

/** An order's step (AddToCart when it is created, InitiateCheckout when the buyer's info is confirmed), for the pixels of its event's `owner`. */
export function trackOrderStep(
  name: 'AddToCart' | 'InitiateCheckout',
  order: { amount: number; currency: string; course: { id: string } | null; eventDate: { id: string } | null },
  owner: TrackingIds | null | undefined,
): void {
  if (order.course) trackPageEvent(name, { event: order.course.id, eventDate: order.eventDate?.id, amount: order.amount, currency: order.currency, owner });
}

/** ViewContent once per event page, valued at the cheapest ticket on sale. */
export function useViewContent(event: { id: string; currency: string; tracking: TrackingIds; ticketTypes: readonly { cost: number; status: string }[] } | undefined): void {
  // Once per event, not on every refetch of it.
  const viewed = useRef<string>(undefined);
  useEffect(() => {
    if (!event || viewed.current === event.id) return;
    viewed.current = event.id;
    const costs = event.ticketTypes.filter((ticket) => ticket.status === 'on_sale').map((ticket) => ticket.cost);
    trackPageEvent('ViewContent', { event: event.id, amount: costs.length ? Math.min(...costs) : 0, currency: event.currency, owner: event.tracking });
  }, [event]);
}

// ---- Purchase (de-duplicated by the API) ---------------------------------------------------------------------

const claimed = new Set<string>();

/**
 * Purchase for a completed order, once the visitor accepted and the page has a pixel: the API answers send:
 * true to one call per order only, so reloads and other devices never send it twice.
 */
export async function trackPurchase(orderId: string, owner: TrackingIds | null | undefined): Promise<void> {
  if (consent() !== 'granted' || !trackingServices(owner).length || claimed.has(orderId)) return;
  claimed.add(orderId);
  loadPixels(owner);
  const { data } = await fetchClient.POST('/client_side_api/v1/tracking/purchases/{orderId}', { params: { path: { orderId } } });
  if (data?.send) track('Purchase', { value: majorUnits(data.value, data.currency), currency: data.currency, orderId }, owner);
}

/** The thank-you page's Purchase: waits for the owner's ids and the visitor's accept. */
export function usePurchaseTracking(orderId: string, owner: TrackingIds | null | undefined): void {
  const answer = useConsent();
  useEffect(() => {
    if (owner && answer === 'granted') void trackPurchase(orderId, owner).catch(() => undefined);
  }, [orderId, owner, answer]);
}
