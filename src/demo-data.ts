import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type pg from 'pg';
import { ADVISORY_LOCKS } from './shared/persistence/advisory-locks.js';
import { DEFAULT_CURRENCY } from './shared/money.js';
import { DATABASE_POOL } from './shared/persistence/pool.js';
import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SignUpCommand } from './accounts/application/sign-up/sign-up.command.js';
import { FollowProfileCommand } from './accounts/application/follow-profile/follow-profile.command.js';
import { UpdateProfileSettingsCommand } from './accounts/application/update-profile-settings/update-profile-settings.command.js';
import type { SettingsInput } from './accounts/domain/settings-rules.js';
import { UploadImageCommand } from './media/application/upload-image/upload-image.command.js';
import { AddTeachingCommand } from './ticketing/application/add-teaching/add-teaching.command.js';
import { ListCategoriesQuery } from './ticketing/application/list-categories/list-categories.query.js';
import type { TeamRole } from './shared/team-roles.js';
import { CreateOrganizationCommand } from './accounts/application/create-organization/create-organization.command.js';
import { SetFeatureFlagCommand } from './accounts/application/set-feature-flag/set-feature-flag.command.js';
import { RecordReferralPayoutCommand } from './accounts/application/record-referral-payout/record-referral-payout.command.js';
import { CreateEventCommand } from './ticketing/application/create-event/create-event.command.js';
import type { EventDateInput, EventDetailsInput, TicketTypeInput } from './ticketing/application/event-input.js';
import { PublishEventCommand } from './ticketing/application/publish-event/publish-event.command.js';
import { CreateCustomUserListCommand } from './ticketing/application/create-custom-user-list/create-custom-user-list.command.js';
import { AddCustomUserListUsersCommand } from './ticketing/application/add-custom-user-list-users/add-custom-user-list-users.command.js';
import type { CustomUserListView } from './ticketing/application/custom-user-list-view.js';
import { ConfirmOrderCommand } from './checkout/application/confirm-order/confirm-order.command.js';
import type { ConfirmResult } from './checkout/application/confirm-order/confirm-order.handler.js';
import { CreateOrderCommand } from './checkout/application/create-order/create-order.command.js';
import { OrderPayments } from './checkout/application/order-payments.js';
import type { OrderView } from './checkout/application/order-view.js';
import { PaymentGateway } from './checkout/application/ports/payment-gateway.port.js';
import { DEMO_CARDS, DemoPaymentGateway } from './checkout/infrastructure/demo-payment-gateway.adapter.js';
import { CreateTierCommand } from './membership/application/create-tier/create-tier.command.js';
import { CreateBenefitCommand } from './membership/application/create-benefit/create-benefit.command.js';
import { LibraryVideos } from './media/application/library-videos.service.js';
import { VideoDetailsCheck, type VideoInput } from './media/application/video-details.service.js';
import { FileStorage } from './shared/files/file-storage.port.js';
import { ConfirmDemoPaymentCommand } from './checkout/application/confirm-demo-payment/confirm-demo-payment.command.js';
import { DonateToVideoCommand } from './checkout/application/donate-to-video/donate-to-video.command.js';
import type { DonationView } from './checkout/application/donation-view.js';
import type { Principal } from './shared/access.js';
import { CreateSeatChartCommand } from './ticketing/application/create-seat-chart/create-seat-chart.command.js';
import { SetEventSeatingCommand } from './ticketing/application/set-event-seating/set-event-seating.command.js';
import type { SeatChartView } from './ticketing/application/seat-chart-view.js';
import { RIVERSIDE_HALL_CATEGORIES, riversideHallChart } from './demo-seat-chart.js';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Admin', username: 'admin', email: 'admin@limelight.example', password: 'limelight-admin' },
  organizer: { name: 'Maya Lind', username: 'maya', email: 'maya@limelight.example', password: 'limelight-demo' },
  buyer: { name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example', password: 'limelight-demo' },
  organization: { name: 'Riverside Arts Collective', username: 'riverside' },
} as const;

/** More demo artists (password limelight-demo), with events of their own, so discovery has people to show. */
export const DEMO_ARTISTS = {
  theo: { name: 'Theo Marchetti', username: 'theo', email: 'theo@limelight.example', password: 'limelight-demo' },
  clara: { name: 'Clara Beaumont', username: 'clara', email: 'clara@limelight.example', password: 'limelight-demo' },
  elena: { name: 'Elena Varga', username: 'elena', email: 'elena@limelight.example', password: 'limelight-demo' },
  kofi: { name: 'Kofi Mensah', username: 'kofi', email: 'kofi@limelight.example', password: 'limelight-demo' },
} as const;
type ArtistKey = keyof typeof DEMO_ARTISTS;

/**
 * The demo artworks: WebP files rendered from demo/images/src by scripts/render-demo-images.sh. Found from
 * the working directory, like the built web app (WEB_DIST).
 */
const DEMO_IMAGES = resolve('demo/images');

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
  const adminUser = await commands.execute(new SignUpCommand(admin.name, admin.username, admin.email, admin.password, null, true));
  const maya = await commands.execute(new SignUpCommand(organizer.name, organizer.username, organizer.email, organizer.password, null));
  const sam = await commands.execute(new SignUpCommand(buyer.name, buyer.username, buyer.email, buyer.password, null));
  const riverside = await commands.execute(new CreateOrganizationCommand(maya.userId, organization.name, organization.username));
  const artists = {} as Record<ArtistKey, string>;
  for (const [key, artist] of Object.entries(DEMO_ARTISTS) as [ArtistKey, (typeof DEMO_ARTISTS)[ArtistKey]][]) {
    artists[key] = (await commands.execute(new SignUpCommand(artist.name, artist.username, artist.email, artist.password, null))).userId;
  }
  // The Developer Zone is behind a per-owner flag, and paid tickets need a payment account: the demo
  // organizer, organization and artists have both (the demo payment gateway stands in for Stripe).
  await connection.execute(`UPDATE accounts.profiles SET feature_flags = ARRAY['developerZone'], stripe_account_id = 'acct_demo_' || username, stripe_charges_enabled = true, stripe_payouts_enabled = true WHERE id IN (?)`, [
    [maya.userId, riverside.id, ...Object.values(artists)],
  ]);
  // Referral tracker (beta): Kofi's referral link brought Riverside (set here: Riverside is made before him), so its
  // demo purchases earn him a share of their fees; a site admin turned his tracker on and recorded one payout.
  await connection.execute('UPDATE accounts.profiles SET referred_by = ? WHERE id = ?', [artists.kofi, riverside.id]);
  await commands.execute(new SetFeatureFlagCommand(adminUser.userId, artists.kofi, 'referralTracker', true));
  await commands.execute(new RecordReferralPayoutCommand(adminUser.userId, artists.kofi, 100, DEFAULT_CURRENCY));
  const image = (uploaderId: string) => async (name: string) => commands.execute(new UploadImageCommand(uploaderId, await readFile(resolve(DEMO_IMAGES, `${name}.webp`))));
  const clubList = await seedDemoLists(commands, riverside.id);
  const events = await seedDemoEvents(commands, maya.userId, riverside.id, image(maya.userId), clubList);
  events['Chamber Night — seated'] = await seedDemoSeating(commands, riverside.id, image(maya.userId));
  await connection.execute(`INSERT INTO ticketing.promo_codes (owner_id, code, percentage_value, currency) VALUES (?, 'JAZZ10', 10, ?)`, [riverside.id, DEFAULT_CURRENCY]);
  await seedDemoPurchases(app, events);
  const tiers = await seedDemoMemberships(commands, maya.userId);
  await seedDemoVideos(app, { maya: maya.userId, riverside: riverside.id }, tiers.friend);
  await seedDemoDonations(app, { maya: maya.userId, sam: sam.userId, clara: artists.clara });
  await seedDemoProfiles(commands, { admin: adminUser.userId, maya: maya.userId, sam: sam.userId, riverside: riverside.id, ...artists }, image);
  await seedArtistEvents(app, artists, image);
  await seedDemoFollows(commands, { maya: maya.userId, sam: sam.userId, riverside: riverside.id, ...artists });
}

type Uploader = (uploaderId: string) => (name: string) => Promise<string>;

/** Riverside's private access list of jazz club members (Sam and Clara), for its list ticket. Answers the list's id. */
async function seedDemoLists(commands: CommandBus, riversideId: string): Promise<string> {
  const list: CustomUserListView = await commands.execute(new CreateCustomUserListCommand(riversideId, 'Jazz club members'));
  await commands.execute(new AddCustomUserListUsersCommand(list.id, [DEMO_ACCOUNTS.buyer.email, DEMO_ARTISTS.clara.email]));
  return list.id;
}

/** Avatars (or the organization's logo), banners, About texts and links, saved through the settings form's command. */
async function seedDemoProfiles(commands: CommandBus, ids: Record<'admin' | 'maya' | 'sam' | 'riverside' | ArtistKey, string>, image: Uploader): Promise<void> {
  const { admin, organizer, buyer, organization } = DEMO_ACCOUNTS;
  const profiles: { id: string; callerId: string; settings: SettingsInput; logo: string; banner?: string }[] = [
    { id: ids.admin, callerId: ids.admin, settings: { name: admin.name, username: admin.username }, logo: 'avatar-admin' },
    { id: ids.sam, callerId: ids.sam, settings: { name: buyer.name, username: buyer.username, description: 'Front row whenever I can. Jazz, folk and anything with a good story.' }, logo: 'avatar-sam' },
    {
      id: ids.maya,
      callerId: ids.maya,
      logo: 'avatar-maya',
      banner: 'banner-maya',
      settings: {
        name: organizer.name,
        username: organizer.username,
        description:
          'Singer-songwriter from the Hudson Valley. I write small songs about big rivers, play them in back rooms and living rooms, and host Songwriters in the Round every season. Members get 10% off every ticket and first word on new dates.',
        websiteUrl: 'https://mayalind.example',
        instagramUrl: 'https://www.instagram.com/limelightdemo.maya',
        youtubeUrl: 'https://www.youtube.com/@limelightdemo-maya',
      },
    },
    {
      id: ids.riverside,
      callerId: ids.maya,
      logo: 'logo-riverside',
      banner: 'banner-riverside',
      settings: {
        name: organization.name,
        username: organization.username,
        description:
          'A non-profit arts collective running Riverside Arts Hall in Hudson, NY: jazz nights, chamber music by candlelight and our annual Winter Gala for the arts programme. Volunteers always welcome.',
        websiteUrl: 'https://riversidearts.example',
        publicEmail: 'hello@riversidearts.example',
        facebookUrl: 'https://www.facebook.com/limelightdemo.riverside',
        instagramUrl: 'https://www.instagram.com/limelightdemo.riverside',
      },
    },
    {
      id: ids.theo,
      callerId: ids.theo,
      logo: 'avatar-theo',
      banner: 'banner-theo',
      settings: {
        name: DEMO_ARTISTS.theo.name,
        username: DEMO_ARTISTS.theo.username,
        description: 'Jazz pianist and teacher. Standards on Sunday mornings with the Theo Marchetti Trio, and masterclasses for pianists and singers of every level.',
        websiteUrl: 'https://theomarchetti.example',
        youtubeUrl: 'https://www.youtube.com/@limelightdemo-theo',
      },
    },
    {
      id: ids.clara,
      callerId: ids.clara,
      logo: 'avatar-clara',
      banner: 'banner-clara',
      settings: {
        name: DEMO_ARTISTS.clara.name,
        username: DEMO_ARTISTS.clara.username,
        description: 'Singer-songwriter in English and French. Chanson from Piaf to Barbara, and my own songs in between, with an accordion never far away.',
        instagramUrl: 'https://www.instagram.com/limelightdemo.clara',
        tiktokUrl: 'https://www.tiktok.com/@limelightdemo.clara',
      },
    },
    {
      id: ids.elena,
      callerId: ids.elena,
      logo: 'avatar-elena',
      banner: 'banner-elena',
      settings: {
        name: DEMO_ARTISTS.elena.name,
        username: DEMO_ARTISTS.elena.username,
        description: 'First violin of the Hudson String Quartet. Baroque to Bartók, mostly by candlelight, sometimes on a rooftop.',
        websiteUrl: 'https://elenavarga.example',
        facebookUrl: 'https://www.facebook.com/limelightdemo.elena',
      },
    },
    {
      id: ids.kofi,
      callerId: ids.kofi,
      logo: 'avatar-kofi',
      banner: 'banner-kofi',
      settings: {
        name: DEMO_ARTISTS.kofi.name,
        username: DEMO_ARTISTS.kofi.username,
        description: 'DJ and record collector. Afrobeat, highlife and disco on vinyl only, from sunset rooftops to basement nights.',
        instagramUrl: 'https://www.instagram.com/limelightdemo.kofi',
        twitterUrl: 'https://x.com/limelightdemo_kofi',
      },
    },
  ];
  for (const profile of profiles) {
    const upload = image(profile.callerId);
    const images = { logo: await upload(profile.logo), ...(profile.banner ? { banner: await upload(profile.banner) } : {}) };
    await commands.execute(new UpdateProfileSettingsCommand(profile.id, profile.callerId, { timezone: 'America/New_York', ...profile.settings }, images));
  }
}

/** Sam follows Maya and Riverside; the artists follow each other and Riverside. */
async function seedDemoFollows(commands: CommandBus, ids: Record<'maya' | 'sam' | 'riverside' | ArtistKey, string>): Promise<void> {
  const artists = [ids.maya, ids.theo, ids.clara, ids.elena, ids.kofi];
  const follows: [string, string][] = [
    [ids.sam, ids.maya],
    [ids.sam, ids.riverside],
    ...artists.flatMap((follower) => artists.filter((profile) => profile !== follower).map((profile): [string, string] => [follower, profile])),
    ...[ids.theo, ids.clara, ids.elena, ids.kofi].map((follower): [string, string] => [follower, ids.riverside]),
  ];
  for (const [followerId, profileId] of follows) await commands.execute(new FollowProfileCommand(followerId, profileId));
}

/** The demo organizer's memberships: two tiers and a member discount on all tickets. Answers the tiers' ids. */
async function seedDemoMemberships(commands: CommandBus, ownerId: string): Promise<{ friend: string; patron: string }> {
  const friend = await commands.execute(
    new CreateTierCommand(ownerId, { name: 'Friend', description: 'Support the music and get 10% off every ticket.', prices: [{ price: 500, interval: 'month' }, { price: 5000, interval: 'year' }] }),
  );
  const patron = await commands.execute(
    new CreateTierCommand(ownerId, { name: 'Patron', description: 'For our closest supporters: 10% off every ticket.', validSubscriptionsLimit: 100, prices: [{ price: 1500, interval: 'month' }] }),
  );
  await commands.execute(
    new CreateBenefitCommand(ownerId, { name: '10% off tickets', amount: null, percentageValue: 10, quantity: null, quantityScope: null, discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [friend.id, patron.id] }),
  );
  return { friend: friend.id, patron: patron.id };
}

const DEMO_VIDEOS = resolve('demo/videos');

/**
 * Short clips (scripts/render-demo-videos.sh) saved into the library the way a finished upload is, with an
 * auto-generated thumbnail: two of Maya's (one for her Friends only) and one of Riverside's.
 */
async function seedDemoVideos(app: INestApplication, owners: { maya: string; riverside: string }, friendTierId: string): Promise<void> {
  const library = app.get(LibraryVideos);
  const details = app.get(VideoDetailsCheck);
  const files = app.get(FileStorage);
  const videos: { file: string; ownerId: string; input: VideoInput }[] = [
    {
      file: 'quartet-rehearsal',
      ownerId: owners.maya,
      input: { title: 'Quartet rehearsal: the second movement', description: '<p>Our string quartet works through the slow movement before Friday.</p>', tags: 'rehearsal, strings', visibility: 'public' },
    },
    {
      file: 'studio-diary',
      ownerId: owners.maya,
      input: { title: 'Studio diary: writing the new set', description: '<p>A look at the new songs, for Friends of the studio.</p>', tags: 'studio, songwriting', visibility: 'members_only', membershipTierIds: friendTierId },
    },
    {
      file: 'jazz-highlights',
      ownerId: owners.riverside,
      input: { title: 'Late Night Jazz: highlights', description: '<p>The best minutes of last season’s late-night sessions.</p>', tags: 'jazz, live', visibility: 'public' },
    },
  ];
  for (const video of videos) {
    const path = resolve(DEMO_VIDEOS, `${video.file}.mp4`);
    const checked = await details.check(video.ownerId, { posterSource: 'auto-generated', ...video.input });
    await library.add(video.ownerId, owners.maya, checked, {
      withLocalFile: (use) => use(path),
      durationSeconds: 8,
      contentType: 'video/mp4',
      bytesize: (await stat(path)).size,
      uploadId: null,
      keep: (fileKey) => files.put(fileKey, createReadStream(path), 'video/mp4'),
    });
  }
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

/** What a demo buyer orders: quantities by ticket name, or seats of the chart (each label with its ticket name), and a promo code. */
interface DemoBasket {
  tickets?: Record<string, number>;
  seats?: Record<string, string>;
  promoCode?: string;
}

/**
 * A few orders, as buyers place them: paid with the demo card (when no Stripe key is set), with a promo code, free,
 * and seats chosen on the seated event's chart.
 */
async function seedDemoPurchases(app: INestApplication, events: Record<string, string>): Promise<void> {
  const commands = app.get(CommandBus);
  const gateway = app.get(PaymentGateway);
  const buy = async (eventName: string, person: { firstName: string; lastName: string; email: string }, { tickets = {}, seats = {}, promoCode }: DemoBasket) => {
    const { dateId, tickets: ids } = await firstDateTickets(app, events[eventName]!);
    const labels = Object.keys(seats);
    // Seats are held for the buyer's seat session, as the web's seat chart holds them, and confirmed with it.
    const seating = labels.length
      ? { seats: labels.map((seatLabel) => ({ seatLabel, ticketId: ids[seats[seatLabel]!]!, ticketQuantity: 1 })), seatsHoldToken: `demo-${randomUUID()}` }
      : null;
    const order: OrderView = await commands.execute(
      new CreateOrderCommand({ event: dateId, tickets: Object.entries(tickets).map(([name, quantity]) => ({ id: ids[name]!, quantity })), promoCode, ...seating }, null, false),
    );
    const attendeesAttributes = order.items.map((item) => ({ itemId: item.id, ...person }));
    const confirmed: ConfirmResult = await commands.execute(
      new ConfirmOrderCommand(order.id, {
        buyerAttributes: { ...person, emailConfirm: person.email },
        attendeesAttributes,
        ...(seating && { seatsHoldToken: seating.seatsHoldToken, seatsReserved: labels }),
      }),
    );
    if (confirmed.paymentRequest && gateway instanceof DemoPaymentGateway) {
      const payment = await gateway.confirm(confirmed.paymentRequest.paymentIntent, null);
      await app.get(OrderPayments).record(order.id, payment!.id, 'succeeded');
    }
  };
  const sam = { firstName: 'Sam', lastName: 'Rivera', email: DEMO_ACCOUNTS.buyer.email };
  const [claraFirst, claraLast] = DEMO_ARTISTS.clara.name.split(' ') as [string, string];
  await buy('Late Night Jazz Sessions', sam, { tickets: { 'General admission': 2 } });
  await buy('Late Night Jazz Sessions', { firstName: 'Jordan', lastName: 'Okafor', email: 'jordan@example.com' }, { tickets: { 'Table for two': 1 }, promoCode: 'JAZZ10' });
  await buy('Songwriters in the Round', sam, { tickets: { 'Free entry': 2 } });
  await buy('Winter Gala', { firstName: 'Priya', lastName: 'Shah', email: 'priya@example.com' }, { tickets: { 'Gala ticket': 1 } });
  // The seated event: Sam takes two Stalls seats side by side in row C, Clara a seat at a cabaret table.
  await buy('Chamber Night — seated', sam, { seats: { 'Stalls-C-6': 'Stalls', 'Stalls-C-7': 'Stalls' } });
  await buy('Chamber Night — seated', { firstName: claraFirst, lastName: claraLast, email: DEMO_ARTISTS.clara.email }, { seats: { 'Cabaret-T1-1': 'Table seat' } });
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

/** The demo artworks of an event: its poster, then its gallery. */
const artwork = async (image: (name: string) => Promise<string>, poster: string, gallery: string[]) => ({
  poster: await image(`poster-${poster}`),
  images: await Promise.all(gallery.map((name) => image(`gallery-${name}`))),
});

/**
 * Real-looking published events: single and recurring, in person and online, free and paid, one sold out, one with
 * a secret ticket, one with a ticket for the members of a list (whose share codes buy two tickets each).
 */
async function seedDemoEvents(commands: CommandBus, mayaId: string, riversideId: string, image: (name: string) => Promise<string>, clubListId: string): Promise<Record<string, string>> {
  const place = { timezone: 'America/New_York', locationName: 'Riverside Arts Hall', locationAddress: '120 River Street, Hudson, NY 12534', latitude: 42.2529, longitude: -73.7909 };
  const events: [string, EventDetailsInput, EventDateInput[], TicketTypeInput[]][] = [
    [
      riversideId,
      {
        ...place,
        ...(await artwork(image, 'late-night-jazz', ['piano-spotlight', 'jazz-club', 'microphone'])),
        name: 'Late Night Jazz Sessions',
        description: '<p>Three nights of standards and new work from the Hudson Valley jazz scene.</p>',
        tags: ['jazz', 'live'],
      },
      [7, 14, 21].map((d) => ({ startsAt: evening(d, 21), endsAt: evening(d, 23), doorTime: evening(d, 20) })),
      [
        admission('General admission', 2500, 120),
        admission('Table for two', 6000, 10, { category: 'Add on' }),
        admission('Club members', 1800, 30, { visibilityScope: 'list', customUserListIds: [clubListId], initialQuantityPerCode: 2 }),
      ],
    ],
    [
      mayaId,
      {
        ...place,
        ...(await artwork(image, 'songwriters', ['guitar', 'microphone'])),
        locationName: 'The Back Room',
        name: 'Songwriters in the Round',
        description: '<p>Four songwriters, one stage, and the stories behind the songs.</p>',
      },
      [{ startsAt: evening(10), endsAt: evening(10, 22), doorTime: evening(10, 19) }],
      [admission('Free entry', 0, 60)],
    ],
    [
      riversideId,
      { ...place, ...(await artwork(image, 'string-quartet', ['strings', 'candles'])), name: 'String Quartet No. 14', description: '<p>Beethoven’s late quartet, played by candlelight.</p>' },
      [{ startsAt: evening(5), endsAt: evening(5, 22) }],
      [admission('Seat', 3500, 0)],
    ],
    [
      mayaId,
      {
        ...(await artwork(image, 'studio-session', ['studio', 'microphone'])),
        timezone: 'America/New_York',
        locationSetting: 'tba',
        name: 'Studio Session: Live Stream',
        description: '<p>A live set streamed from the studio, with questions from the chat.</p>',
      },
      [{ startsAt: evening(3, 19), endsAt: evening(3, 20) }],
      [admission('Stream ticket', 800, 500, { attendance: 'online' })],
    ],
    [
      riversideId,
      {
        ...place,
        ...(await artwork(image, 'winter-gala', ['chandelier', 'strings', 'crowd-lights'])),
        name: 'Winter Gala',
        description: '<p>Our annual fundraiser: dinner, music and an auction for the arts programme.</p>',
      },
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

/**
 * Reserved seating: Riverside's venue chart 'Riverside Hall' and its seated event, whose ticket types sell the
 * chart's categories (Stalls, Balcony, Table seat). Answers the event's id.
 */
async function seedDemoSeating(commands: CommandBus, riversideId: string, image: (name: string) => Promise<string>): Promise<string> {
  const chart: SeatChartView = await commands.execute(new CreateSeatChartCommand(riversideId, 'Riverside Hall', riversideHallChart()));
  const { stalls, balcony, tables } = RIVERSIDE_HALL_CATEGORIES;
  const { id } = await commands.execute(
    new CreateEventCommand(
      riversideId,
      {
        timezone: 'America/New_York',
        locationName: 'Riverside Arts Hall',
        locationAddress: '120 River Street, Hudson, NY 12534',
        latitude: 42.2529,
        longitude: -73.7909,
        ...(await artwork(image, 'string-quartet', ['candles', 'strings'])),
        name: 'Chamber Night — seated',
        description: '<p>Schubert and Brahms trios in the round. Choose your seat on the chart: stalls, balcony or a cabaret table.</p>',
        tags: ['classical', 'chamber'],
      },
      [{ startsAt: evening(12, 19), endsAt: evening(12, 21), doorTime: evening(12, 18) }],
      [
        admission('Stalls', 3500, 72, { seatsCategoryKeys: [stalls] }),
        admission('Balcony', 2500, 30, { seatsCategoryKeys: [balcony] }),
        admission('Table seat', 4500, 12, { seatsCategoryKeys: [tables] }),
      ],
    ),
  );
  await commands.execute(new SetEventSeatingCommand(id, chart.id));
  await commands.execute(new PublishEventCommand(id));
  return id;
}

/**
 * The demo artists' events, in and around Hudson: upcoming ones in several categories (one named with an
 * accent, one about jazz only by its tags), one already past, and artists playing on each other's events. Publishing
 * refuses an event that is over, so the past one is published while upcoming and its date then moved back `passedDays`.
 */
async function seedArtistEvents(app: INestApplication, artists: Record<ArtistKey, string>, image: Uploader): Promise<void> {
  const commands = app.get(CommandBus);
  const categories = await app.get(QueryBus).execute(new ListCategoriesQuery());
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const hudson = (locationName: string, locationAddress: string) => ({ timezone: 'America/New_York', locationName, locationAddress, latitude: 42.2487, longitude: -73.7854 });
  const events: { owner: ArtistKey; details: EventDetailsInput; art: [string, string[]]; dates: EventDateInput[]; tickets: TicketTypeInput[]; team?: [ArtistKey, TeamRole][]; passedDays?: number }[] = [
    {
      owner: 'clara',
      art: ['cafe-concert', ['cafe', 'microphone', 'piano-spotlight']],
      details: {
        ...hudson('Le Petit Salon', '45 Warren Street, Hudson, NY 12534'),
        name: 'Café Concert: Chanson',
        categoryId: category('Music'),
        tags: ['chanson', 'french', 'acoustic'],
        description: '<p>An evening of French chanson in a candlelit café: Piaf, Brel and Barbara, and a few songs of my own.</p><p>Wine and small plates from the bar.</p>',
      },
      dates: [{ startsAt: evening(12, 19), endsAt: evening(12, 21), doorTime: evening(12, 18) }],
      tickets: [admission('Café seat', 2200, 50)],
      team: [['theo', 'Accompanist']],
    },
    {
      owner: 'theo',
      art: ['sunday-standards', ['jazz-club', 'piano-spotlight']],
      details: {
        ...hudson('The Green Room', '18 Columbia Street, Hudson, NY 12534'),
        name: 'Sunday Standards Brunch',
        categoryId: category('Music'),
        tags: ['jazz', 'piano', 'brunch'],
        description: '<p>Ellington, Monk and the Great American Songbook over coffee and pastries, with the Theo Marchetti Trio: piano, bass and drums.</p>',
      },
      dates: [{ startsAt: evening(9, 11), endsAt: evening(9, 13) }],
      tickets: [admission('Brunch seat', 3000, 40)],
    },
    {
      owner: 'elena',
      art: ['four-seasons', ['candles', 'strings']],
      details: {
        ...hudson('Christ Church Hall', '431 Union Street, Hudson, NY 12534'),
        name: 'Strings by Candlelight: The Four Seasons',
        categoryId: category('Music'),
        tags: ['classical', 'strings', 'candlelight'],
        description: '<p>Vivaldi’s Four Seasons by a string ensemble, in a hall lit by hundreds of candles.</p>',
      },
      dates: [{ startsAt: evening(18), endsAt: evening(18, 21), doorTime: evening(18, 19) }],
      tickets: [admission('Seat', 4000, 90), admission('Front row', 6500, 12)],
    },
    {
      owner: 'kofi',
      art: ['vinyl-night', ['turntables', 'crowd-lights']],
      details: {
        ...hudson('The Basement', '7 Front Street, Hudson, NY 12534'),
        name: 'Vinyl Night: Afrobeat & Disco',
        categoryId: category('Dance'),
        tags: ['dj', 'afrobeat', 'disco', 'dance'],
        description: '<p>Fela to Chic, highlife to Italo: all night, all vinyl. Dance floor open from ten.</p>',
      },
      dates: [{ startsAt: evening(16, 22), endsAt: evening(17, 2) }],
      tickets: [admission('Entry', 1500, 200)],
    },
    {
      owner: 'theo',
      art: ['masterclass', ['piano-spotlight', 'microphone', 'studio']],
      details: {
        ...hudson('Studio B, Riverside Arts Hall', '120 River Street, Hudson, NY 12534'),
        name: 'Piano & Voice Masterclass',
        categoryId: category('Workshop'),
        tags: ['workshop', 'piano', 'voice'],
        description: '<p>Bring a song: pianists and singers work on phrasing, accompaniment and stage presence. Listeners welcome.</p>',
      },
      dates: [{ startsAt: evening(20, 14), endsAt: evening(20, 17) }],
      tickets: [admission('Participant', 4500, 12), admission('Listener', 1000, 30)],
      team: [['clara', 'Teacher']],
    },
    {
      owner: 'kofi',
      art: ['rooftop', ['skyline', 'turntables', 'crowd-lights']],
      details: {
        ...hudson('Hudson Rooftop', '300 Warren Street, Hudson, NY 12534'),
        name: 'Summer Rooftop Sessions',
        categoryId: category('Festival'),
        tags: ['dj', 'rooftop', 'summer'],
        description: '<p>Sunset to late on the rooftop: records, strings and the river below.</p>',
      },
      dates: [{ startsAt: evening(45, 18), endsAt: evening(45, 23) }],
      passedDays: 90,
      tickets: [admission('Entry', 2000, 150)],
      team: [['elena', 'Artist']],
    },
  ];
  for (const { owner, details, art, dates, tickets, team = [], passedDays } of events) {
    const { id } = await commands.execute(new CreateEventCommand(artists[owner], { ...details, ...(await artwork(image(artists[owner]), ...art)) }, dates, tickets));
    await commands.execute(new PublishEventCommand(id));
    if (passedDays) {
      await app
        .get(MikroORM)
        .em.fork()
        .getConnection()
        .execute(
          `UPDATE ticketing.event_dates SET starts_at = starts_at - make_interval(days => ?), ends_at = ends_at - make_interval(days => ?), door_time = door_time - make_interval(days => ?) WHERE event_id = ?`,
          [passedDays, passedDays, passedDays, id],
        );
    }
    for (const [member, role] of team) {
      await commands.execute(new AddTeachingCommand(id, { profileId: artists[member], name: role, canManage: false, accessSetting: 'basic' }));
    }
  }
}

/** Sam gives $5 and Clara $10 to Maya's public video, paid with the demo card (when no Stripe key is set). */
async function seedDemoDonations(app: INestApplication, ids: { maya: string; sam: string; clara: string }): Promise<void> {
  const commands = app.get(CommandBus);
  const gateway = app.get(PaymentGateway);
  const [video] = await app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ id: string }[]>(`SELECT id FROM media.videos WHERE owner_id = ? AND visibility = 'public' ORDER BY created_at LIMIT 1`, [ids.maya]);
  for (const [donorId, amount] of [
    [ids.sam, 500],
    [ids.clara, 1000],
  ] as const) {
    const donor: Principal = { userId: donorId, siteAdmin: false, sessionId: 'demo-data', via: 'bearer' };
    const donation: DonationView = await commands.execute(new DonateToVideoCommand(donor, video!.id, amount));
    if (gateway instanceof DemoPaymentGateway) await commands.execute(new ConfirmDemoPaymentCommand(donation.payment.paymentIntent, { number: DEMO_CARDS.succeeds }));
  }
}
