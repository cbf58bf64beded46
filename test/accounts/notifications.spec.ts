import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { ProfileFollowed, ProfileUnfollowed, TeamMemberAdded, profileStream, type ProfileFollowedData, type ProfileUnfollowedData, type TeamMemberAddedData } from '../../src/accounts/contracts/account-events.js';
import { orderEventMetadata, type IssuedTicket, type OrderCompleted, type OrderHeader, type OrderItemRefunded } from '../../src/checkout/contracts/order-events.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { EventPublished, eventStream, type EventPublishedData } from '../../src/ticketing/contracts/event-events.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';
import { appendSubscriptionEvents, membership } from '../support/membership-feed.js';

const API = '/client_side_api/notifications';

interface Notification {
  id: string;
  read: boolean;
  content: string;
  kind: 'social' | 'business';
  user: { avatar: string | null; name: string };
  createdAt: string;
}

describe('accounts: notifications made from the event feed', () => {
  let t: TestApp;
  let maya: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let at = Date.parse('2026-10-01T10:00:00.000Z');
  /** Each fact a minute after the one before, so "newest first" has one answer. */
  const next = () => new Date((at += 60_000)).toISOString();

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    follower = await signUpUser(t.http, { name: 'Sam Rivera' });
    stranger = await signUpUser(t.http, { name: 'Ola Berg' });
  });
  afterAll(() => t.close());

  const append = (stream: string, type: string, data: object, metadata?: Record<string, unknown>) =>
    t.app.get(EventStore).appendToStream(stream, [{ type, data, ...(metadata ? { metadata } : {}) }], { expectedRevision: 'any' });
  /**
   * Projects until the notifications' checkpoint has passed every event of its types appended so far: a feed read while
   * another transaction is still open (the app's own runner) may stop short of the newest events.
   */
  const project = async () => {
    const types = projections.find((p) => p.name === 'accounts_notifications')!.eventTypes;
    const [last] = await sql<{ position: string | null }>(t, 'SELECT max(global_position)::text AS position FROM emt_messages WHERE message_type = ANY($1)', [types]);
    const target = Number(last?.position ?? 0);
    await projectUntil(t, async () => {
      const [checkpoint] = await sql<{ position: string }>(t, `SELECT position::text FROM projections.checkpoints WHERE name = 'accounts_notifications'`);
      return Number(checkpoint?.position ?? 0) >= target;
    });
  };
  const list = async (user: TestUser) => (await t.http.get(API).set(bearer(user)).expect(200)).body as Notification[];
  const containing = async (user: TestUser, text: string) => (await list(user)).filter((n) => n.content.includes(text));

  const follow = (who: TestUser, profileId: string, name = 'Sam Rivera') =>
    append(profileStream(who.id), ProfileFollowed, { followerId: who.id, followerName: name, followerUsername: who.username, profileId, followedAt: next() } satisfies ProfileFollowedData);
  const unfollow = (who: TestUser, profileId: string) =>
    append(profileStream(who.id), ProfileUnfollowed, { followerId: who.id, profileId, unfollowedAt: next() } satisfies ProfileUnfollowedData);
  const publish = (owner: { id: string; username: string }, name: string, changes: Partial<EventPublishedData> = {}) => {
    const eventId = randomUUID();
    const data: EventPublishedData = { eventId, name, ownerId: owner.id, ownerName: 'Maya Lind', ownerUsername: owner.username, ownerType: 'user', private: false, startsAt: null, publishedAt: next(), ...changes };
    return append(eventStream(eventId), EventPublished, data).then(() => eventId);
  };

  const header = (owner: { id: string; username: string }, changes: Partial<OrderHeader> = {}): OrderHeader => ({
    orderId: randomUUID(),
    eventId: randomUUID(),
    eventName: 'Late Night Jazz',
    categoryId: null,
    categoryName: null,
    eventDateId: randomUUID(),
    eventStartsAt: '2026-12-05T02:00:00.000Z',
    ownerId: owner.id,
    ownerUsername: owner.username,
    attendance: 'in-person',
    currency: 'usd',
    userId: null,
    express: false,
    personalOrder: false,
    promoter: null,
    ...changes,
  });
  const issued = (): IssuedTicket => ({
    itemId: randomUUID(),
    ticketTypeId: randomUUID(),
    name: 'General admission',
    listPrice: 2000,
    price: 2000,
    fee: 89,
    discount: 0,
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam@example.com',
    seat: null,
    answers: [],
  });
  const completeOrder = async (order: OrderHeader, count: number): Promise<OrderCompleted> => {
    const data: OrderCompleted = {
      order,
      completedAt: next(),
      paymentMethod: 'demo',
      tickets: Array.from({ length: count }, issued),
      totals: { subtotal: 2000 * count, fees: 89 * count, discount: 0, donation: 0, total: 2089 * count },
      buyer: { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', answers: [] },
      promoCode: null,
    };
    await append(`order-${order.orderId}`, 'OrderCompleted', data, orderEventMetadata('OrderCompleted'));
    return data;
  };

  it('tells a follower of Maya that she published a new event, and Maya who started following her', async () => {
    await follow(follower, maya.id);
    const eventId = await publish(maya, 'Late Night Jazz');
    await project();

    const [published] = await containing(follower, 'published a new event');
    expect(published).toMatchObject({
      read: false,
      kind: 'social',
      content: `<a href="/p/${maya.username}">Maya Lind</a> published a new event: <a href="/event/${eventId}">Late Night Jazz</a>`,
      user: { name: 'Maya Lind', avatar: null },
    });
    const [followed] = await containing(maya, 'started following you');
    expect(followed).toMatchObject({ kind: 'social', content: `<a href="/p/${follower.username}">Sam Rivera</a> started following you`, user: { name: 'Sam Rivera' } });
    // Someone who follows no one hears of neither.
    expect(await list(stranger)).toEqual([]);
  });

  it('tells no one of a private event, and stops telling a follower who unfollowed', async () => {
    await publish(maya, 'Secret Rehearsal', { private: true });
    await unfollow(follower, maya.id);
    await publish(maya, 'After the Unfollow');
    await project();

    expect(await containing(follower, 'Secret Rehearsal')).toEqual([]);
    expect(await containing(follower, 'After the Unfollow')).toEqual([]);
  });

  it('tells a profile once that someone follows it, however often they unfollow and follow again', async () => {
    // Sam followed Maya and unfollowed her above; he follows her again, twice over.
    await follow(follower, maya.id);
    await unfollow(follower, maya.id);
    await follow(follower, maya.id);
    await publish(maya, 'Back on Stage');
    await project();

    const followed = `<a href="/p/${follower.username}">Sam Rivera</a> started following you`;
    expect((await list(maya)).filter((n) => n.content === followed)).toHaveLength(1);
    // Following again still counts: Sam hears of Maya's new events.
    expect(await containing(follower, 'Back on Stage')).toHaveLength(1);
  });

  it('tells the organizer of each ticket sold and refunded, newest first, the buyer as the actor', async () => {
    const order = header(maya, { userId: follower.id });
    const completed = await completeOrder(order, 2);
    const refund: OrderItemRefunded = {
      order,
      item: completed.tickets[0]!,
      buyerEmail: 'sam@example.com',
      paymentMethod: 'demo',
      by: 'organizer',
      at: next(),
      refundId: randomUUID(),
      amount: 2089,
      currency: 'usd',
    };
    await append(`order-${order.orderId}`, 'OrderItemRefunded', refund, orderEventMetadata('OrderItemRefunded'));
    await project();

    const business = (await list(maya)).filter((n) => n.kind === 'business');
    expect(business.map((n) => n.content)).toEqual([
      `The General admission ticket of <b>Sam Rivera</b> to <a href="/event/${order.eventId}">Late Night Jazz</a> was refunded`,
      `<b>Sam Rivera</b> bought 2 tickets to <a href="/event/${order.eventId}">Late Night Jazz</a>`,
    ]);
    expect(business.map((n) => n.user.name)).toEqual(['Sam Rivera', 'Sam Rivera']);
    expect(await containing(follower, 'Late Night Jazz</a> was refunded')).toEqual([]);
  });

  it("shows an organization's notifications to its owner and team members who receive them, with read marks of each user's own", async () => {
    const owner = await signUpUser(t.http, { name: 'Riverside Owner' });
    const organization = await createOrganization(t.http, owner, 'Riverside Arts');
    const listening = await signUpUser(t.http, { name: 'Kim Listening' });
    const muted = await signUpUser(t.http, { name: 'Lee Muted' });
    for (const [user, receiveNotifications] of [[listening, true], [muted, false]] as const) {
      await t.http
        .post('/client_side_api/v1/profile_management/affiliations')
        .set(bearer(owner))
        .send({ ownerId: organization.id, userId: user.id, name: 'Staff', receiveNotifications })
        .expect(201);
    }
    const order = header(organization, { eventName: 'Harbour Lights' });
    await completeOrder(order, 1);
    await project();

    const sold = '<b>Sam Rivera</b> bought 1 ticket to';
    const [forOwner] = await containing(owner, sold);
    const [forTeam] = await containing(listening, sold);
    expect(forOwner).toMatchObject({ kind: 'business', read: false, user: { name: 'Limelight', avatar: null } });
    expect(forTeam?.id).toBe(forOwner!.id);
    expect(await containing(muted, sold)).toEqual([]);
    expect(await containing(stranger, sold)).toEqual([]);

    // Read by the owner: still unread for the team member.
    await t.http.post(`${API}/${forOwner!.id}/mark_as_read`).set(bearer(owner)).expect(200, 'true');
    expect((await containing(owner, sold))[0]!.read).toBe(true);
    expect((await containing(listening, sold))[0]!.read).toBe(false);
    // Marking again changes nothing.
    await t.http.post(`${API}/${forOwner!.id}/mark_as_read`).set(bearer(owner)).expect(200, 'true');

    // Another user's notification is not found, nor a made-up id; anonymous callers must sign in.
    for (const id of [forOwner!.id, randomUUID(), 'not-an-id']) {
      const refused = await t.http.post(`${API}/${id}/mark_as_read`).set(bearer(muted)).expect(404);
      expect(refused.body).toEqual({ message: 'Notification not found' });
    }
    await t.http.get(API).expect(401);
    await t.http.post(`${API}/mark_all_as_read`).expect(401);
  });

  it("marks every notification the user sees read, and no one else's", async () => {
    expect((await list(maya)).some((n) => !n.read)).toBe(true);
    const followerUnread = (await list(follower)).filter((n) => !n.read).length;
    await t.http.post(`${API}/mark_all_as_read`).set(bearer(maya)).expect(200, 'true');
    expect((await list(maya)).every((n) => n.read)).toBe(true);
    expect((await list(follower)).filter((n) => !n.read)).toHaveLength(followerUnread);
  });

  it('tells a user added to a team, as the organization', async () => {
    const owner = await signUpUser(t.http, { name: 'Hall Owner' });
    const organization = await createOrganization(t.http, owner, 'Harbour Hall');
    const added = await signUpUser(t.http, { name: 'New Member' });
    await append(profileStream(organization.id), TeamMemberAdded, {
      ownerId: organization.id,
      ownerName: 'Harbour Hall',
      ownerUsername: organization.username,
      profileId: added.id,
      role: 'Stage manager',
      addedAt: next(),
    } satisfies TeamMemberAddedData);
    await project();

    const [notice] = await containing(added, 'You were added to the team of');
    expect(notice).toMatchObject({
      kind: 'social',
      content: `You were added to the team of <a href="/o/${organization.username}">Harbour Hall</a> as <b>Stage manager</b>`,
      user: { name: 'Harbour Hall' },
    });
  });

  it('tells the owner of a membership that started or ended, and the member when they have an account', async () => {
    const subscription = membership(maya, { member: { userId: follower.id, name: 'Sam Rivera', email: 'sam@example.com' } });
    await appendSubscriptionEvents(t, subscription.subscriptionId, [
      { type: 'SubscriptionStarted', data: { subscription, payment: null, occurredAt: next() } },
      { type: 'SubscriptionExpired', data: { subscription: { ...subscription, status: 'expired' }, reason: 'ended', occurredAt: next() } },
    ]);
    await project();

    const tiers = `<a href="/manage/${maya.username}/memberships/members">Gold</a>`;
    expect((await containing(maya, tiers)).map((n) => [n.kind, n.content])).toEqual([
      ['business', `The ${tiers} membership of <b>Sam Rivera</b> ended`],
      ['business', `<b>Sam Rivera</b> became a member of ${tiers}`],
    ]);
    expect((await containing(follower, 'Your <b>Gold</b> membership')).map((n) => [n.kind, n.content, n.user.name])).toEqual([
      ['social', 'Your <b>Gold</b> membership ended', 'Maya Lind'],
      ['social', 'Your <b>Gold</b> membership started', 'Maya Lind'],
    ]);
  });

  it('escapes the HTML of names', async () => {
    const fan = await signUpUser(t.http, { name: 'Fan' });
    await follow(fan, maya.id, '<img src=x onerror=alert(1)> & "Co"');
    await publish(maya, 'Jazz <script>alert(1)</script>', { ownerName: 'Maya & <b>Friends</b>' });
    await project();

    const [followed] = await containing(maya, `<a href="/p/${fan.username}">`);
    expect(followed!.content).toBe(`<a href="/p/${fan.username}">&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;</a> started following you`);
    const [published] = await containing(fan, 'published a new event');
    expect(published!.content).toContain('Maya &#38; &#60;b&#62;Friends&#60;/b&#62;</a> published a new event: ');
    expect(published!.content).toContain('>Jazz &#60;script&#62;alert(1)&#60;/script&#62;</a>');
  });

  it('makes the same notifications again on a rebuild, keeping what was read', async () => {
    const before = await sql(t, 'SELECT id, recipient_id, content, created_at FROM accounts.notifications ORDER BY id');
    const reads = await sql(t, 'SELECT notification_id, user_id FROM accounts.notification_reads ORDER BY notification_id, user_id');
    expect(reads.length).toBeGreaterThan(0);
    const shown = await list(maya);
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    try {
      await new ProjectionRunner(pool, t.app.get(EventStore), projections, { error: () => undefined, info: () => undefined }).rebuild('accounts_notifications');
    } finally {
      await pool.end();
    }
    expect(await sql(t, 'SELECT id, recipient_id, content, created_at FROM accounts.notifications ORDER BY id')).toEqual(before);
    expect(await sql(t, 'SELECT notification_id, user_id FROM accounts.notification_reads ORDER BY notification_id, user_id')).toEqual(reads);
    expect(await list(maya)).toEqual(shown);
  });
});
