import type { INestApplication } from '@nestjs/common';
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import pg from 'pg';
import { decide, fold, type OrderEvent } from '../../src/checkout/domain/order.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { Inventory } from '../../src/ticketing/contracts/inventory.js';
import { createApiClient } from '../../web/src/lib/api/client';

const { like, eachLike, string, boolean, integer } = MatchersV3;

/** Fixed ids the provider states create, so the recorded requests can name them. */
export const IDS = {
  event: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9e01',
  date: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9e02',
  ticket: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9e03',
  order: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9e04',
  expressOrder: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9e05',
  unknown: '0c5e0d3a-1f2b-4c3d-8e4f-5a6b7c8d9eff',
};
const ON_SALE = 'a published event with a $20 ticket on sale';
const ORDER = 'an order of two $20 tickets waiting for the buyer';
const EXPRESS_ORDER = 'an express order of two $20 tickets waiting for the buyer';
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };

/** The web app's checkout calls, as it makes them through the generated client. */
export function checkoutConsumerTests(pact: () => PactV4) {
  it('lists the tickets of a date with fee, cost and status', () =>
    pact()
      .addInteraction()
      .given(ON_SALE)
      .uponReceiving('a request for the in-person tickets of a date')
      .withRequest('GET', '/client_side_api/v1/tickets', (b) => b.query({ eventId: IDS.date, ticketType: 'in-person' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({ id: IDS.ticket, name: string('General admission'), price: 2000, fee: 89, cost: 2089, currency: 'usd', available: integer(10), status: 'on_sale', statusLabel: null }),
        ),
      )
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).GET('/client_side_api/v1/tickets', { params: { query: { eventId: IDS.date, ticketType: 'in-person' } } });
        expect(data?.[0]?.cost).toBe(2089);
      }));

  it('selects tickets, creating the order that holds them', () =>
    pact()
      .addInteraction()
      .given(ON_SALE)
      .uponReceiving('the selection of two tickets')
      .withRequest('POST', '/client_side_api/v1/orders', (b) => b.jsonBody({ event: IDS.date, tickets: [{ id: IDS.ticket, quantity: 2 }] }))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: string(IDS.order),
          status: 'pending',
          amount: 4178,
          currency: 'usd',
          free: false,
          expiresAt: string('2026-12-01T19:14:00.000Z'),
          items: eachLike({ id: string(IDS.order), ticket: IDS.ticket, name: string('General admission'), price: 2000, fee: 89, discount: 0 }),
          totals: { subtotal: 4000, fees: 178, discount: 0, donation: 0, total: 4178 },
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).POST('/client_side_api/v1/orders', { body: { event: IDS.date, tickets: [{ id: IDS.ticket, quantity: 2 }] } });
        expect(data?.amount).toBe(4178);
      }));

  it('chooses tickets for express checkout, creating the express order with its gateway', () =>
    pact()
      .addInteraction()
      .given(ON_SALE)
      .uponReceiving('the choice of two tickets for express checkout')
      .withRequest('POST', '/client_side_api/v1/orders/create_express', (b) => b.jsonBody({ event: IDS.date, tickets: [{ id: IDS.ticket, quantity: 2 }] }))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: string(IDS.expressOrder),
          status: 'express_processing',
          inProgress: true,
          express: true,
          amount: 4178,
          currency: 'usd',
          paymentGateway: 'demo',
          stripePaymentMethod: null,
          expiresAt: string('2026-12-01T19:14:00.000Z'),
          items: eachLike({ id: string(IDS.expressOrder), ticket: IDS.ticket, name: string('General admission'), price: 2000, fee: 89, discount: 0 }),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).POST('/client_side_api/v1/orders/create_express', { body: { event: IDS.date, tickets: [{ id: IDS.ticket, quantity: 2 }] } });
        expect(data).toMatchObject({ status: 'express_processing', paymentGateway: 'demo' });
      }));

  it('changes the tickets of the express order', () =>
    pact()
      .addInteraction()
      .given(EXPRESS_ORDER)
      .uponReceiving('a change of the express order to one ticket')
      .withRequest('PATCH', `/client_side_api/v1/orders/${IDS.expressOrder}/update_express`, (b) => b.jsonBody({ tickets: [{ id: IDS.ticket, quantity: 1 }] }))
      .willRespondWith(200, (b) => b.jsonBody({ id: IDS.expressOrder, status: 'express_processing', express: true, amount: 2089, paymentGateway: 'demo', stripePaymentMethod: null }))
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).PATCH('/client_side_api/v1/orders/{id}/update_express', {
          params: { path: { id: IDS.expressOrder } },
          body: { tickets: [{ id: IDS.ticket, quantity: 1 }] },
        });
        expect(data?.amount).toBe(2089);
      }));

  it('is told an unknown code with the seeds’ message', () =>
    pact()
      .addInteraction()
      .given(ON_SALE)
      .uponReceiving('a code nobody issued')
      .withRequest('GET', '/client_side_api/v1/tickets/validate_code', (b) => b.query({ eventId: IDS.date, promoCode: 'NOPE' }))
      .willRespondWith(422, (b) => b.jsonBody({ message: 'Sorry, we don’t recognize that code.' }))
      .executeTest(async (server) => {
        const { error } = await createApiClient(server.url).GET('/client_side_api/v1/tickets/validate_code', { params: { query: { eventId: IDS.date, promoCode: 'NOPE' } } });
        expect(error).toEqual({ message: 'Sorry, we don’t recognize that code.' });
      }));

  it('confirms the buyer and gets the payment to make', () =>
    pact()
      .addInteraction()
      .given(ORDER)
      .uponReceiving('the confirmation of the buyer of a paid order')
      .withRequest('POST', `/client_side_api/v1/orders/${IDS.order}/confirm`, (b) => b.jsonBody({ buyerAttributes: buyer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          order: like({ id: IDS.order, status: 'handling_payment', confirmed: boolean(true), user: { email: 'ada@example.com' } }),
          paymentRequest: { gateway: 'demo', paymentIntent: string('demo_pi_1'), clientSecret: string('demo_pi_1_secret'), stripePaymentMethod: null },
          items: eachLike({ id: string(IDS.order), ticket: IDS.ticket, name: string('General admission'), price: 2000, fee: 89, discount: 0 }),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).POST('/client_side_api/v1/orders/{id}/confirm', { params: { path: { id: IDS.order } }, body: { buyerAttributes: buyer } });
        expect(data?.paymentRequest?.gateway).toBe('demo');
      }));

  it('learns that an order does not exist', () =>
    pact()
      .addInteraction()
      .uponReceiving('a summary of an unknown order')
      .withRequest('GET', `/client_side_api/v1/orders/${IDS.unknown}/summary`)
      .willRespondWith(404, (b) => b.jsonBody({ message: 'Order not found' }))
      .executeTest(async (server) => {
        const { error } = await createApiClient(server.url).GET('/client_side_api/v1/orders/{id}/summary', { params: { path: { id: IDS.unknown } } });
        expect(error).toEqual({ message: 'Order not found' });
      }));
}

/** Provider states: the event and the order with the fixed ids, written straight into the provider's database. */
export function checkoutProviderStates(app: () => INestApplication, databaseUrl: () => string, ensureOwner: () => Promise<string>) {
  const onSale = async () => {
    const ownerId = await ensureOwner();
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query(`UPDATE accounts.profiles SET stripe_account_id = 'acct_pact', stripe_charges_enabled = true WHERE id = $1`, [ownerId]);
      await client.query(
        `INSERT INTO ticketing.events (id, owner_id, name, timezone, published, collect_information_setting)
         VALUES ($1, $2, 'Pact night', 'America/New_York', true, 'only-buyer') ON CONFLICT (id) DO NOTHING`,
        [IDS.event, ownerId],
      );
      await client.query(`INSERT INTO ticketing.event_dates (id, event_id, starts_at) VALUES ($1, $2, now() + interval '30 days') ON CONFLICT (id) DO NOTHING`, [IDS.date, IDS.event]);
      await client.query(
        `INSERT INTO ticketing.ticket_types (id, event_id, event_date_id, attendance, name, price, currency, quantity)
         VALUES ($1, $2, $3, 'in-person', 'General admission', 2000, 'usd', 100) ON CONFLICT (id) DO NOTHING`,
        [IDS.ticket, IDS.event, IDS.date],
      );
      return ownerId;
    } finally {
      await client.end();
    }
  };
  /** An order of two $20 tickets held for the select phase (an express one, made as the buyer chose, or not). */
  const heldOrder = async (orderId: string, express: boolean) => {
    const ownerId = await onSale();
    const stream = `order-${orderId}`;
    const now = new Date();
    await app().get(Inventory).hold(orderId, [{ ticketTypeId: IDS.ticket, quantity: 2 }], new Date(now.getTime() + 840_000));
    if ((await app().get(EventStore).readStream(stream)).length) return;
    const items = [1, 2].map((n) => ({ itemId: `${orderId.slice(0, -2)}a${n}`, ticketTypeId: IDS.ticket, name: 'General admission', listPrice: 2000, price: 2000, fee: 89, discount: 0 }));
    const header = {
      orderId, eventId: IDS.event, eventName: 'Pact night', categoryId: null, categoryName: null, eventDateId: IDS.date, eventStartsAt: now.toISOString(),
      ownerId, ownerUsername: 'maya', attendance: 'in-person' as const, currency: 'usd' as const, userId: null, express, personalOrder: false, promoter: null,
    };
    const events: OrderEvent[] = decide(
      { type: 'CreateOrder', header, selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 4000, fees: 178, discount: 0, donation: 0, total: 4178 } }, now },
      fold([]),
    );
    await app().get(EventStore).appendToStream(stream, events, { expectedRevision: 'no_stream' });
  };
  return {
    [ON_SALE]: async () => {
      await onSale();
    },
    [ORDER]: async () => heldOrder(IDS.order, false),
    [EXPRESS_ORDER]: async () => heldOrder(IDS.expressOrder, true),
  };
}
