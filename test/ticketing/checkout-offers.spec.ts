import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApiApp } from '../../src/app.module.js';
import { readConfig } from '../../src/shared/config.js';
import { createLogger } from '../../src/shared/logging.js';
import { OFFER_CHANGES_APPLICATION_NAME } from '../../src/ticketing/infrastructure/postgres-checkout-offer-cache.adapter.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const API = '/client_side_api/v1';

/**
 * API processes keep dates' offers in memory; whatever changes them (the management API of this process or of
 * another one, or a statement straight into the database) shows in the next order, and tickets sold or held are
 * counted as they are.
 */
describe('checkout offers kept in memory', () => {
  let t: TestApp;
  let other: INestApplication;
  let otherHttp: ReturnType<typeof request>;
  let owner: TestUser;
  let event: PublishedEvent;
  beforeAll(async () => {
    t = await startTestApp();
    // A second API process on the same database.
    other = await createApiApp({ ...readConfig({ NODE_ENV: 'test' }), webDist: undefined, logLevel: 'silent' }, t.db.url, createLogger('silent'));
    await other.init();
    otherHttp = request(other.getHttpServer());
    owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000, quantity: 100 })], collectInformationSetting: 'only-buyer' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const order = async (http: ReturnType<typeof request>, quantity = 1) =>
    (await http.post(`${API}/orders`).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity }] }).expect(201)).body as { items: { name: string; price: number }[] };
  const setPrice = (price: number) =>
    t.http
      .put(`${API}/management/courses/${event.eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: [{ id: event.tickets.General, eventDateId: event.dateId, attendance: 'in-person', name: 'General', price, currency: 'usd', quantity: 100 }] })
      .expect(200);

  it('prices each order at the price saved just before, in the process that saved it and in another one', async () => {
    for (let price = 1001; price <= 1020; price++) {
      await setPrice(price);
      expect((await order(t.http)).items[0]!.price).toBe(price);
      expect((await order(otherHttp)).items[0]!.price).toBe(price);
    }
  });

  it('shows a change written straight into the database in the next order', async () => {
    for (let n = 1; n <= 20; n++) {
      await sql(t, 'UPDATE ticketing.ticket_types SET name = $2 WHERE id = $1', [event.tickets.General, `General ${n}`]);
      expect((await order(otherHttp)).items[0]!.name).toBe(`General ${n}`);
    }
  });

  it('takes the owner’s payments away from the next order', async () => {
    await sql(t, 'UPDATE accounts.profiles SET stripe_charges_enabled = false WHERE id = $1', [owner.id]);
    await otherHttp.post(`${API}/orders`).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(422, { message: 'Ask organizer to setup payments' });
    await connectPayments(t, owner.id);
    await order(otherHttp);
  });

  it('counts tickets sold and held as they are at each order: the last ones go, then it is sold out', async () => {
    const [{ held }] = await sql<{ held: number }>(t, 'SELECT coalesce(sum(quantity), 0) AS held FROM ticketing.holds WHERE ticket_type_id = $1 AND NOT committed AND expires_at > now()', [event.tickets.General]);
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = $2 WHERE id = $1', [event.tickets.General, 100 - Number(held) - 2]);
    await order(t.http, 2);
    await otherHttp.post(`${API}/orders`).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(422, { message: 'Sold out' });
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = 0 WHERE id = $1', [event.tickets.General]);
    await order(otherHttp, 2);
  });

  it('keeps answering with what is saved when its connection for changes is lost', async () => {
    await order(t.http);
    await sql(t, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [OFFER_CHANGES_APPLICATION_NAME]);
    for (let n = 1; n <= 5; n++) {
      await sql(t, 'UPDATE ticketing.ticket_types SET name = $2 WHERE id = $1', [event.tickets.General, `Renamed ${n}`]);
      expect((await order(t.http)).items[0]!.name).toBe(`Renamed ${n}`);
    }
  });
});
