import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { ADVISORY_LOCKS } from './shared/persistence/advisory-locks.js';
import { DEFAULT_CURRENCY } from './shared/money.js';
import { DATABASE_POOL } from './shared/persistence/pool.js';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignUpCommand } from './accounts/application/sign-up/sign-up.command.js';
import { CreateOrganizationCommand } from './accounts/application/create-organization/create-organization.command.js';
import { CreateEventCommand } from './ticketing/application/create-event/create-event.command.js';
import type { EventDateInput, EventDetailsInput, TicketTypeInput } from './ticketing/application/event-input.js';
import { PublishEventCommand } from './ticketing/application/publish-event/publish-event.command.js';
import { ConfirmOrderCommand } from './checkout/application/confirm-order/confirm-order.command.js';
import type { ConfirmResult } from './checkout/application/confirm-order/confirm-order.handler.js';
import { CreateOrderCommand } from './checkout/application/create-order/create-order.command.js';
import { OrderPayments } from './checkout/application/order-payments.js';
import type { OrderView } from './checkout/application/order-view.js';
import { PaymentGateway } from './checkout/application/ports/payment-gateway.port.js';
import { DEMO_CARDS, DemoPaymentGateway } from './checkout/infrastructure/demo-payment-gateway.adapter.js';
import { CreateTierCommand } from './membership/application/create-tier/create-tier.command.js';
import { CreateBenefitCommand } from './membership/application/create-benefit/create-benefit.command.js';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Admin', username: 'admin', email: 'admin@limelight.example', password: 'limelight-admin' },
  organizer: { name: 'Maya Lind', username: 'maya', email: 'maya@limelight.example', password: 'limelight-demo' },
  buyer: { name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example', password: 'limelight-demo' },
  organization: { name: 'Riverside Arts Collective', username: 'riverside' },
} as const;

/** Held while seeding, so that processes starting together seed once: the others wait, then find it done. */
const SEED_LOCK = ADVISORY_LOCKS.demoSeed;

/**
 * Seeds the demo data once, through the same commands users go through. A later start (or another process
 * starting at the same moment) finds the demo site admin and leaves everything as it is.
 */
export async function seedDemoData(app: INestApplication): Promise<boolean> {
  const lock = await app.get<pg.Pool>(DATABASE_POOL).connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    const existing = await lock.query('SELECT id FROM accounts.users WHERE email = $1', [DEMO_ACCOUNTS.admin.email]);
    if (existing.rowCount) return false;
    await seedEverything(app);
    return true;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    lock.release();
  }
}

async function seedEverything(app: INestApplication): Promise<void> {
  const connection = app.get(MikroORM).em.fork().getConnection();
  const commands = app.get(CommandBus);
  const { admin, organizer, buyer, organization } = DEMO_ACCOUNTS;
  await commands.execute(new SignUpCommand(admin.name, admin.username, admin.email, admin.password, null, true));
  const maya = await commands.execute(new SignUpCommand(organizer.name, organizer.username, organizer.email, organizer.password, null));
  await commands.execute(new SignUpCommand(buyer.name, buyer.username, buyer.email, buyer.password, null));
  const riverside = await commands.execute(new CreateOrganizationCommand(maya.userId, organization.name, organization.username));
  // The Developer Zone is behind a per-owner flag, and paid tickets need a payment account: the demo
  // organizer and organization have both (the demo payment gateway stands in for Stripe).
  await connection.execute(`UPDATE accounts.profiles SET feature_flags = ARRAY['developerZone'], stripe_account_id = 'acct_demo_' || username, stripe_charges_enabled = true, stripe_payouts_enabled = true WHERE id IN (?, ?)`, [
    maya.userId,
    riverside.id,
  ]);
  const events = await seedDemoEvents(commands, maya.userId, riverside.id);
  await connection.execute(`INSERT INTO ticketing.promo_codes (owner_id, code, percentage_value, currency) VALUES (?, 'JAZZ10', 10, ?)`, [riverside.id, DEFAULT_CURRENCY]);
  await seedDemoPurchases(app, events);
  await seedDemoMemberships(commands, maya.userId);
}

/** The demo organizer's memberships: two tiers and a member discount on all tickets. */
async function seedDemoMemberships(commands: CommandBus, ownerId: string): Promise<void> {
  const friend = await commands.execute(
    new CreateTierCommand(ownerId, { name: 'Friend', description: 'Support the music and get 10% off every ticket.', prices: [{ price: 500, interval: 'month' }, { price: 5000, interval: 'year' }] }),
  );
  const patron = await commands.execute(
    new CreateTierCommand(ownerId, { name: 'Patron', description: 'For our closest supporters: 10% off every ticket.', validSubscriptionsLimit: 100, prices: [{ price: 1500, interval: 'month' }] }),
  );
  await commands.execute(
    new CreateBenefitCommand(ownerId, { name: '10% off tickets', amount: null, percentageValue: 10, quantity: null, quantityScope: null, discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [friend.id, patron.id] }),
  );
}

/** Ticket type ids of an event's first date, by ticket name. */
async function firstDateTickets(app: INestApplication, eventId: string): Promise<{ dateId: string; tickets: Record<string, string> }> {
  const connection = app.get(MikroORM).em.fork().getConnection();
  const rows = await connection.execute<{ date_id: string; id: string; name: string }[]>(
    `SELECT d.id AS date_id, t.id, t.name FROM ticketing.event_dates d JOIN ticketing.ticket_types t ON t.event_date_id = d.id
     WHERE d.event_id = ? AND d.starts_at = (SELECT min(starts_at) FROM ticketing.event_dates WHERE event_id = ?)`,
    [eventId, eventId],
  );
  return { dateId: rows[0]!.date_id, tickets: Object.fromEntries(rows.map((row) => [row.name, row.id])) };
}

/** A few orders, as buyers place them: paid with the demo card (when no Stripe key is set), with a promo code, and free. */
async function seedDemoPurchases(app: INestApplication, events: Record<string, string>): Promise<void> {
  const commands = app.get(CommandBus);
  const gateway = app.get(PaymentGateway);
  const buy = async (eventName: string, tickets: Record<string, number>, person: { firstName: string; lastName: string; email: string }, promoCode?: string) => {
    const { dateId, tickets: ids } = await firstDateTickets(app, events[eventName]!);
    const order: OrderView = await commands.execute(
      new CreateOrderCommand({ event: dateId, tickets: Object.entries(tickets).map(([name, quantity]) => ({ id: ids[name]!, quantity })), promoCode }, null, false),
    );
    const attendeesAttributes = order.items.map((item) => ({ itemId: item.id, ...person }));
    const confirmed: ConfirmResult = await commands.execute(new ConfirmOrderCommand(order.id, { buyerAttributes: { ...person, emailConfirm: person.email }, attendeesAttributes }));
    if (confirmed.paymentRequest && gateway instanceof DemoPaymentGateway) {
      const payment = await gateway.confirm(confirmed.paymentRequest.paymentIntent, DEMO_CARDS.succeeds);
      await app.get(OrderPayments).record(order.id, payment!.id, 'succeeded');
    }
  };
  const sam = { firstName: 'Sam', lastName: 'Rivera', email: DEMO_ACCOUNTS.buyer.email };
  await buy('Late Night Jazz Sessions', { 'General admission': 2 }, sam);
  await buy('Late Night Jazz Sessions', { 'Table for two': 1 }, { firstName: 'Jordan', lastName: 'Okafor', email: 'jordan@example.com' }, 'JAZZ10');
  await buy('Songwriters in the Round', { 'Free entry': 2 }, sam);
  await buy('Winter Gala', { 'Gala ticket': 1 }, { firstName: 'Priya', lastName: 'Shah', email: 'priya@example.com' });
}

const DAY = 24 * 60 * 60 * 1000;
/** An evening `days` from now at `hour` o'clock New York time (UTC−5 in winter, close enough for demo data). */
const evening = (days: number, hour = 20) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour + 5, 0, 0, 0);
  return date.toISOString();
};
const admission = (name: string, price: number, quantity: number, extra: Partial<TicketTypeInput> = {}): TicketTypeInput => ({
  attendance: 'in-person',
  name,
  price,
  currency: 'usd',
  quantity,
  ...extra,
});

/** Real-looking published events: single and recurring, in person and online, free and paid, one sold out, one with a secret ticket. */
async function seedDemoEvents(commands: CommandBus, mayaId: string, riversideId: string): Promise<Record<string, string>> {
  const place = { timezone: 'America/New_York', locationName: 'Riverside Arts Hall', locationAddress: '120 River Street, Hudson, NY 12534', latitude: 42.2529, longitude: -73.7909 };
  const events: [string, EventDetailsInput, EventDateInput[], TicketTypeInput[]][] = [
    [
      riversideId,
      { ...place, name: 'Late Night Jazz Sessions', description: '<p>Three nights of standards and new work from the Hudson Valley jazz scene.</p>', tags: ['jazz', 'live'] },
      [7, 14, 21].map((d) => ({ startsAt: evening(d, 21), endsAt: evening(d, 23), doorTime: evening(d, 20) })),
      [admission('General admission', 2500, 120), admission('Table for two', 6000, 10, { category: 'Add on' })],
    ],
    [
      mayaId,
      { ...place, locationName: 'The Back Room', name: 'Songwriters in the Round', description: '<p>Four songwriters, one stage, and the stories behind the songs.</p>' },
      [{ startsAt: evening(10), endsAt: evening(10, 22), doorTime: evening(10, 19) }],
      [admission('Free entry', 0, 60)],
    ],
    [
      riversideId,
      { ...place, name: 'String Quartet No. 14', description: '<p>Beethoven’s late quartet, played by candlelight.</p>' },
      [{ startsAt: evening(5), endsAt: evening(5, 22) }],
      [admission('Seat', 3500, 0)],
    ],
    [
      mayaId,
      { timezone: 'America/New_York', locationSetting: 'tba', name: 'Studio Session: Live Stream', description: '<p>A live set streamed from the studio, with questions from the chat.</p>' },
      [{ startsAt: evening(3, 19), endsAt: evening(3, 20) }],
      [admission('Stream ticket', 800, 500, { attendance: 'online' })],
    ],
    [
      riversideId,
      { ...place, name: 'Winter Gala', description: '<p>Our annual fundraiser: dinner, music and an auction for the arts programme.</p>' },
      [{ startsAt: evening(30, 18), endsAt: evening(30, 23), doorTime: evening(30, 17) }],
      [admission('Gala ticket', 15000, 80), admission('Patron circle', 50000, 10, { visibilityScope: 'secret', code: 'PATRON', quantityPerCode: 10 })],
    ],
  ];
  const ids: Record<string, string> = {};
  for (const [ownerId, details, dates, tickets] of events) {
    const { id } = await commands.execute(new CreateEventCommand(ownerId, details, dates, tickets));
    await commands.execute(new PublishEventCommand(id));
    ids[details.name] = id;
  }
  return ids;
}
