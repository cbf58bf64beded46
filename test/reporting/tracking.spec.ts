import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_EVENT_LIMIT } from '../../src/reporting/domain/tracking.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const EVENTS = '/client_side_api/v1/tracking/events';
const PURCHASES = '/client_side_api/v1/tracking/purchases';
const ORDERS = '/client_side_api/v1/orders';

/**
 * Tracking (seed 000 §3): the event page and checkout count the steps of an event's funnel, the thank-you
 * page reports each purchase to the pixels once, and the pages learn which pixels to load (the organizer's
 * from the event, Limelight's own of this installation from the page the API serves).
 */
describe('reporting: tracking', () => {
  let t: TestApp;
  let webDist: string;
  let owner: TestUser;
  let jazz: PublishedEvent;
  let other: PublishedEvent;
  let address = 0;
  /** An address of its own per call (page events are limited per address), unless one is given. */
  const track = (body: Record<string, unknown>, from = `198.51.100.${(address += 1)}`) => t.http.post(EVENTS).set('X-Forwarded-For', from).send(body);
  const claim = (orderId: string) => t.http.post(`${PURCHASES}/${orderId}`);

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Limelight</title></head><body></body></html>');
    t = await startTestApp({ webDist, appEnv: 'staging', tracking: { googleAnalyticsId: 'G-LIME2026', metaPixelId: '987654321012345', googleTagManagerContainerId: null } });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
    jazz = await publishedEvent(t, owner, { name: 'Late Night Jazz', ticketTypes: [ticket({ name: 'Seat', price: 2500 })], collectInformationSetting: 'only-buyer' });
    other = await publishedEvent(t, owner, { name: 'Open Rehearsal', ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** Starts an order of one ticket of the event's only ticket type; `pay` confirms it and pays with the demo card. */
  async function order(event: PublishedEvent, { pay }: { pay: boolean }): Promise<string> {
    const created = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity: 1 }] }).expect(201)).body;
    if (!pay) return created.id as string;
    const confirmed = (await t.http.post(`${ORDERS}/${created.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    expect(paid.body.result).toBe('succeeded');
    return created.id as string;
  }

  describe('POST /tracking/events', () => {
    it("records each step under the event's owner, with the date when one is chosen", async () => {
      const visitorId = 'visitor-a1b2c3';
      expect((await track({ event: jazz.eventId, name: 'ViewContent', visitorId }).expect(200)).body).toBe(true);
      await track({ event: jazz.eventId, eventDate: jazz.dateId, name: 'AddToCart', visitorId }).expect(200);
      await track({ event: jazz.eventId.toUpperCase(), eventDate: jazz.dateId.toUpperCase(), name: 'InitiateCheckout', visitorId }).expect(200);
      await track({ event: jazz.eventId, eventDate: null, name: 'ViewContent', visitorId: 'x'.repeat(64) }).expect(200);

      const rows = await sql(t, 'SELECT owner_id, event_id, event_date_id, name, visitor_id FROM reporting.page_events WHERE event_id = $1 ORDER BY occurred_at', [jazz.eventId]);
      const row = (name: string, eventDateId: string | null, visitor = visitorId) => ({ owner_id: owner.id, event_id: jazz.eventId, event_date_id: eventDateId, name, visitor_id: visitor });
      expect(rows).toEqual([row('ViewContent', null), row('AddToCart', jazz.dateId), row('InitiateCheckout', jazz.dateId), row('ViewContent', null, 'x'.repeat(64))]);
      // Analysts read it like every reporting table.
      expect((await sql(t, `SELECT has_table_privilege('reporting_reader', 'reporting.page_events', 'SELECT') AS readable`))[0]).toEqual({ readable: true });
    });

    it('answers 404 for an unknown event and a draft, and 422 for a date of another event, recording nothing', async () => {
      const draft = await createEvent(t.http, owner, owner.id, { name: 'Not yet announced' });
      const unknown = '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22';
      expect((await track({ event: unknown, name: 'ViewContent', visitorId: 'v1' }).expect(404)).body).toEqual({ message: 'Event not found' });
      expect((await track({ event: draft, name: 'ViewContent', visitorId: 'v1' }).expect(404)).body).toEqual({ message: 'Event not found' });
      expect((await track({ event: jazz.eventId, eventDate: other.dateId, name: 'AddToCart', visitorId: 'v1' }).expect(422)).body).toEqual({ message: 'This date is not a date of the event' });
      expect((await track({ event: jazz.eventId, eventDate: unknown, name: 'AddToCart', visitorId: 'v1' }).expect(422)).body).toEqual({ message: 'This date is not a date of the event' });
      expect(await sql(t, `SELECT 1 FROM reporting.page_events WHERE visitor_id = 'v1'`)).toEqual([]);
    });

    it('takes each date of an event with several', async () => {
      const series = await publishedEvent(t, owner, { name: 'Spring Series', dates: [{ startsAt: inDays(10), endsAt: inDays(10, 22) }, { startsAt: inDays(17), endsAt: inDays(17, 22) }] });
      const dateIds = (await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 ORDER BY id', [series.eventId])).map((row) => row.id);
      expect(dateIds).toHaveLength(2);
      for (const eventDate of dateIds) await track({ event: series.eventId, eventDate, name: 'AddToCart', visitorId: 'v3' }).expect(200);
      expect(await sql(t, `SELECT event_date_id FROM reporting.page_events WHERE visitor_id = 'v3' ORDER BY event_date_id`)).toEqual(dateIds.map((id) => ({ event_date_id: id })));
    });

    it('refuses a body it cannot read with a message per field', async () => {
      const valid = { event: jazz.eventId, name: 'ViewContent', visitorId: 'v2' };
      expect((await track({ ...valid, name: 'Purchase' }).expect(400)).body).toEqual([{ message: 'name must be one of ViewContent, AddToCart, InitiateCheckout' }]);
      expect((await track({ ...valid, name: undefined }).expect(400)).body).toEqual([{ message: 'name must be one of ViewContent, AddToCart, InitiateCheckout' }]);
      expect((await track({ ...valid, event: 'late-night-jazz' }).expect(400)).body).toEqual([{ message: 'event must be an event id' }]);
      expect((await track({ ...valid, eventDate: 'tomorrow' }).expect(400)).body).toEqual([{ message: 'eventDate must be an event date id' }]);
      for (const visitorId of ['', 'x'.repeat(65), 42, undefined]) {
        expect((await track({ ...valid, visitorId }).expect(400)).body).toEqual([{ message: 'visitorId must be a text of 1 to 64 characters' }]);
      }
      expect(await sql(t, `SELECT 1 FROM reporting.page_events WHERE visitor_id = 'v2'`)).toEqual([]);
    });

    it(`takes ${PAGE_EVENT_LIMIT.limit} events a minute from one address`, async () => {
      const from = '203.0.113.77';
      const view = () => track({ event: other.eventId, name: 'ViewContent', visitorId: 'busy' }, from);
      for (let n = 0; n < PAGE_EVENT_LIMIT.limit; n += 1) await view().expect(200);
      expect((await view().expect(429)).body).toEqual({ message: 'Too many requests. Please try again in a minute.' });
      await track({ event: other.eventId, name: 'ViewContent', visitorId: 'busy' }).expect(200);
      expect(await sql(t, `SELECT count(*) AS count FROM reporting.page_events WHERE visitor_id = 'busy'`)).toEqual([{ count: PAGE_EVENT_LIMIT.limit + 1 }]);
    });
  });

  describe('POST /tracking/purchases/{orderId}', () => {
    it('tells the first call for a completed order to send its purchase, with what was paid, and every later call not to', async () => {
      const orderId = await order(jazz, { pay: true });
      const { totals, currency } = (await t.http.get(`${ORDERS}/${orderId}`).expect(200)).body;
      // A $25 ticket with its fee.
      expect(totals.total).toBe(2594);
      expect((await claim(orderId).expect(200)).body).toEqual({ send: true, value: 2594, currency: 'usd', eventId: jazz.eventId });
      expect(currency).toBe('usd');
      // The thank-you page reloaded, or opened on another device.
      expect((await claim(orderId).expect(200)).body).toEqual({ send: false, value: 2594, currency: 'usd', eventId: jazz.eventId });
    });

    it('tells exactly one of calls made at the same moment to send', async () => {
      const orderId = await order(jazz, { pay: true });
      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(orderId).expect(200)));
      expect(answers.filter((a) => a.body.send === true)).toHaveLength(1);
    });

    it('answers 404 for an unknown order and one not completed', async () => {
      const notFound = { message: 'Order not found' };
      expect((await claim('6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22').expect(404)).body).toEqual(notFound);
      expect((await claim('not-an-order').expect(404)).body).toEqual(notFound);
      const inCheckout = await order(jazz, { pay: false });
      expect((await claim(inCheckout).expect(404)).body).toEqual(notFound);
      await t.http.post(`${ORDERS}/${inCheckout}/cancel`).expect(200);
      expect((await claim(inCheckout).expect(404)).body).toEqual(notFound);
    });

    it('never sends an order the organizer added (guests)', async () => {
      const added = await t.http
        .post(`/client_side_api/v1/management/courses/${other.eventId}/guests`)
        .set(bearer(owner))
        .send({ eventDateId: other.dateId, tickets: [{ id: other.tickets.Free, quantity: 1 }] })
        .expect(201);
      const orderId = added.body.orderId as string;
      expect((await claim(orderId).expect(200)).body).toEqual({ send: false, value: 0, currency: 'usd', eventId: other.eventId });
      expect((await claim(orderId).expect(200)).body.send).toBe(false);
    });
  });

  describe('which pixels the pages load', () => {
    const pixels = async (eventId: string) => (await t.http.get(`/client_side_api/events/${eventId}`).expect(200)).body.tracking;

    it("gives the event page and checkout the owner's pixel ids from their account settings, null when unset", async () => {
      const organizer = await signUpUser(t.http, { name: 'Ella Hall' });
      const event = await publishedEvent(t, organizer, { ticketTypes: [ticket({ name: 'Free', price: 0 })] });
      expect(await pixels(event.eventId)).toEqual({ googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null });

      const save = (settingAttributes: Record<string, unknown>) =>
        t.http.patch(`/client_side_api/v1/profiles/${organizer.id}`).set(bearer(organizer)).send({ name: 'Ella Hall', username: organizer.username, settingAttributes }).expect(200);
      await save({ googleAnalyticsId: 'g-ella2026', metaPixelId: '123456789012345', googleTagManagerContainerId: 'GTM-ELLA12' });
      expect(await pixels(event.eventId)).toEqual({ googleAnalyticsId: 'G-ELLA2026', metaPixelId: '123456789012345', googleTagManagerContainerId: 'GTM-ELLA12' });
      await save({ metaPixelId: null, googleTagManagerContainerId: '' });
      expect(await pixels(event.eventId)).toEqual({ googleAnalyticsId: 'G-ELLA2026', metaPixelId: null, googleTagManagerContainerId: null });
      // Another owner's event shows its own owner's (none).
      expect(await pixels(jazz.eventId)).toEqual({ googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null });
    });

    it("gives the web app this installation's own pixel ids in its page, and lets it load them", async () => {
      const page = await t.http.get('/event/anything').expect(200);
      expect(page.text).toContain('<meta name="app-environment" content="staging" />');
      expect(page.text).toContain('<meta name="tracking-google-analytics-id" content="G-LIME2026" />');
      expect(page.text).toContain('<meta name="tracking-meta-pixel-id" content="987654321012345" />');
      expect(page.text).not.toContain('tracking-gtm-container-id');
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
    });
  });
});
