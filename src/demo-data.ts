import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignUpCommand } from './accounts/application/sign-up/sign-up.command.js';
import { CreateOrganizationCommand } from './accounts/application/create-organization/create-organization.command.js';
import { CreateEventCommand } from './ticketing/application/create-event/create-event.command.js';
import type { EventDateInput, EventDetailsInput, TicketTypeInput } from './ticketing/application/event-input.js';
import { PublishEventCommand } from './ticketing/application/publish-event/publish-event.command.js';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Admin', username: 'admin', email: 'admin@limelight.example', password: 'limelight-admin' },
  organizer: { name: 'Maya Lind', username: 'maya', email: 'maya@limelight.example', password: 'limelight-demo' },
  buyer: { name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example', password: 'limelight-demo' },
  organization: { name: 'Riverside Arts Collective', username: 'riverside' },
} as const;

/**
 * Seeds the demo data once, through the same commands users go through. A second start finds the
 * site admin and leaves everything as it is.
 */
export async function seedDemoData(app: INestApplication): Promise<boolean> {
  const connection = app.get(MikroORM).em.fork().getConnection();
  const existing = await connection.execute<{ id: string }[]>('SELECT id FROM accounts.users WHERE email = ?', [DEMO_ACCOUNTS.admin.email]);
  if (existing.length > 0) return false;
  const commands = app.get(CommandBus);
  const { admin, organizer, buyer, organization } = DEMO_ACCOUNTS;
  await commands.execute(new SignUpCommand(admin.name, admin.username, admin.email, admin.password, true));
  const maya = await commands.execute(new SignUpCommand(organizer.name, organizer.username, organizer.email, organizer.password));
  await commands.execute(new SignUpCommand(buyer.name, buyer.username, buyer.email, buyer.password));
  const riverside = await commands.execute(new CreateOrganizationCommand(maya.userId, organization.name, organization.username));
  // The Developer Zone is behind a per-owner flag, and paid tickets need a payment account: the demo
  // organizer and organization have both (the demo payment gateway stands in for Stripe).
  await connection.execute(`UPDATE accounts.profiles SET developer_zone = true, stripe_account_id = 'acct_demo_' || username WHERE id IN (?, ?)`, [
    maya.userId,
    riverside.id,
  ]);
  await seedDemoEvents(commands, maya.userId, riverside.id);
  return true;
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
async function seedDemoEvents(commands: CommandBus, mayaId: string, riversideId: string): Promise<void> {
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
  for (const [ownerId, details, dates, tickets] of events) {
    const { id } = await commands.execute(new CreateEventCommand(ownerId, details, dates, tickets));
    await commands.execute(new PublishEventCommand(id));
  }
}
