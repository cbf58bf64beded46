import type pg from 'pg';
import { readOrderEvent, type OrderCompleted, type OrderItemRefunded } from '../../../checkout/contracts/order-events.js';
import { readSubscriptionEvent, type SubscriptionEvent } from '../../../membership/contracts/subscription-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, insertRows, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { EventPublished, type EventPublishedData } from '../../../ticketing/contracts/event-events.js';
import {
  ProfileFollowed,
  ProfileUnfollowed,
  TeamMemberAdded,
  type ProfileFollowedData,
  type ProfileUnfollowedData,
  type TeamMemberAddedData,
} from '../../contracts/account-events.js';

type Kind = 'social' | 'business';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const bold = (name: string) => `<b>${escapeHtml(name.trim())}</b>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text.trim())}</a>`;
const profileLink = (type: 'user' | 'school', username: string, name: string) => link(`/${type === 'school' ? 'o' : 'p'}/${encodeURIComponent(username)}`, name);
const eventLink = (eventId: string, name: string) => link(`/event/${encodeURIComponent(eventId)}`, name);
const tickets = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/**
 * A notification's id is derived from what it is about (the fact, unless told otherwise) and its recipient,
 * so a replay writes the same rows (and skips those already there) and the read marks of
 * `accounts.notification_reads` still point at them.
 */
const NOTICE_COLUMNS: Column[] = [
  ['source_event_id', 'text'],
  ['recipient_id', 'text'],
  ['actor_id', 'uuid'],
  ['kind', 'text'],
  ['content', 'text'],
  ['created_at', 'timestamptz'],
  ['about', 'text'],
];
const PUBLISHED_COLUMNS: Column[] = [
  ['source_event_id', 'text'],
  ['owner_id', 'uuid'],
  ['content', 'text'],
  ['created_at', 'timestamptz'],
];

interface Notice {
  recipientId: string;
  actorId: string | null;
  kind: Kind;
  content: string;
  at: string;
  /** What the notification is about when several facts tell the same (the recipient is told once); default the fact. */
  about?: string;
}

const noticeRow = (sourceEventId: string, n: Notice) => [sourceEventId, n.recipientId, n.actorId, n.kind, n.content, n.at, n.about ?? sourceEventId];

/** A sale or refund tells the event's owner (business); the buyer, when signed in, is the actor. */
function orderNotice(event: RecordedEvent): Notice | null {
  const read = readOrderEvent(event);
  if (read.type === 'OrderCompleted') {
    const data: OrderCompleted = read.data;
    // Guests the organizer added without payment are the owner's own doing.
    if (data.order.personalOrder && data.paymentMethod === 'free') return null;
    return {
      recipientId: data.order.ownerId,
      actorId: data.order.userId,
      kind: 'business',
      content: `${bold(`${data.buyer.firstName} ${data.buyer.lastName}`)} bought ${tickets(data.tickets.length)} to ${eventLink(data.order.eventId, data.order.eventName)}`,
      at: data.completedAt,
    };
  }
  if (read.type === 'OrderItemRefunded') {
    const data: OrderItemRefunded = read.data;
    return {
      recipientId: data.order.ownerId,
      actorId: data.order.userId,
      kind: 'business',
      content: `The ${escapeHtml(data.item.name)} ticket of ${bold(`${data.item.firstName} ${data.item.lastName}`)} to ${eventLink(data.order.eventId, data.order.eventName)} was refunded`,
      at: data.at,
    };
  }
  return null;
}

/**
 * A membership that starts or ends tells the owner (business), except for what the owner did by hand, and
 * the member's account when there is one (social, the owner as actor).
 */
function membershipNotices(event: SubscriptionEvent): Notice[] {
  const { subscription: s, occurredAt } = event.data;
  const members = link(`/manage/${encodeURIComponent(s.ownerUsername)}/memberships/members`, s.tierName);
  const member = bold(s.member.name);
  const tier = bold(s.tierName);
  let forOwner: string | null;
  let forMember: string;
  switch (event.type) {
    case 'SubscriptionStarted':
      forOwner = s.source === 'manual' ? null : `${member} became a member of ${members}`;
      forMember = `Your ${tier} membership started`;
      break;
    case 'SubscriptionCancelled':
      forOwner = `The ${members} membership of ${member} was cancelled`;
      forMember = `Your ${tier} membership was cancelled`;
      break;
    case 'SubscriptionExpired':
      forOwner = event.data.reason === 'removed' ? null : `The ${members} membership of ${member} ended`;
      forMember = `Your ${tier} membership ended`;
      break;
    default:
      return [];
  }
  const notices: Notice[] = [];
  if (forOwner) notices.push({ recipientId: s.ownerId, actorId: s.member.userId, kind: 'business', content: forOwner, at: occurredAt });
  if (s.member.userId) notices.push({ recipientId: s.member.userId, actorId: s.ownerId, kind: 'social', content: forMember, at: occurredAt });
  return notices;
}

const MEMBERSHIP_NOTICE_EVENTS = ['SubscriptionStarted', 'SubscriptionCancelled', 'SubscriptionExpired'];

/**
 * `accounts.notifications`: what each profile is told in the navigation, as HTML built from escaped names
 * and relative links. `accounts.notification_followers` is the projection's own copy of the follows, from
 * the follow events, so that telling the followers of a published event is the same on every replay.
 * No `version`: the read marks (`accounts.notification_reads`) are the users' own data, so the tables are
 * never replaced on start; they are kept by a rebuild too, and find the same notification ids again.
 */
export const notificationsProjection: Projection = {
  name: 'accounts_notifications',
  eventTypes: [ProfileFollowed, ProfileUnfollowed, TeamMemberAdded, EventPublished, 'OrderCompleted', 'OrderItemRefunded', ...MEMBERSHIP_NOTICE_EVENTS],
  tables: ['accounts.notifications', 'accounts.notification_followers'],
  createTablesSql: `CREATE SCHEMA IF NOT EXISTS accounts;
  CREATE TABLE IF NOT EXISTS accounts.notifications (
    id uuid PRIMARY KEY,
    recipient_id uuid NOT NULL,
    actor_id uuid,
    kind text NOT NULL CHECK (kind IN ('social', 'business')),
    content text NOT NULL,
    created_at timestamptz NOT NULL,
    source_event_id text NOT NULL,
    UNIQUE (source_event_id, recipient_id)
  );
  CREATE INDEX IF NOT EXISTS notifications_recipient_idx ON accounts.notifications (recipient_id, created_at DESC);
  CREATE TABLE IF NOT EXISTS accounts.notification_reads (
    notification_id uuid NOT NULL,
    user_id uuid NOT NULL,
    read_at timestamptz NOT NULL,
    PRIMARY KEY (notification_id, user_id)
  );
  CREATE TABLE IF NOT EXISTS accounts.notification_followers (
    follower_id uuid NOT NULL,
    profile_id uuid NOT NULL,
    PRIMARY KEY (profile_id, follower_id)
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const facts: Fact[] = [];
    for (const event of events) {
      switch (event.type) {
        case ProfileFollowed: {
          const data = event.data as unknown as ProfileFollowedData;
          facts.push({ follow: { follower: data.followerId, profile: data.profileId, following: true } });
          facts.push({
            notice: noticeRow(event.id, {
              recipientId: data.profileId,
              actorId: data.followerId,
              kind: 'social',
              content: `${profileLink('user', data.followerUsername, data.followerName)} started following you`,
              at: data.followedAt,
              // Following again after unfollowing is not news: one notification per follower and profile.
              about: `follow:${data.followerId}`,
            }),
          });
          break;
        }
        case ProfileUnfollowed: {
          const data = event.data as unknown as ProfileUnfollowedData;
          facts.push({ follow: { follower: data.followerId, profile: data.profileId, following: false } });
          break;
        }
        case TeamMemberAdded: {
          const data = event.data as unknown as TeamMemberAddedData;
          facts.push({
            notice: noticeRow(event.id, {
              recipientId: data.profileId,
              actorId: data.ownerId,
              kind: 'social',
              content: `You were added to the team of ${profileLink('school', data.ownerUsername, data.ownerName)} as ${bold(data.role)}`,
              at: data.addedAt,
            }),
          });
          break;
        }
        case EventPublished: {
          const data = event.data as unknown as EventPublishedData;
          if (data.private) break;
          const content = `${profileLink(data.ownerType, data.ownerUsername, data.ownerName)} published a new event: ${eventLink(data.eventId, data.name)}`;
          facts.push({ published: { profile: data.ownerId, row: [event.id, data.ownerId, content, data.publishedAt] } });
          break;
        }
        case 'OrderCompleted':
        case 'OrderItemRefunded': {
          const notice = orderNotice(event);
          if (notice) facts.push({ notice: noticeRow(event.id, notice) });
          break;
        }
        default:
          for (const notice of membershipNotices(readSubscriptionEvent(event))) facts.push({ notice: noticeRow(event.id, notice) });
      }
    }
    // A published event tells the followers of its owner at that point: a follow or unfollow of that profile after
    // it in the batch starts a new run (follows are written first).
    const steps = (fact: Fact) => (fact.follow ? [{ row: fact.follow.profile, stage: 0 }] : fact.published ? [{ row: fact.published.profile, stage: 1 }] : []);
    for (const run of inOrderedRuns(facts, steps)) {
      // Per follower and profile, the last follow or unfollow decides.
      const follows = new Map<string, NonNullable<Fact['follow']>>();
      for (const { follow } of run) if (follow) follows.set(`${follow.follower}:${follow.profile}`, follow);
      const pairs = [...follows.values()];
      const followed = pairs.filter((f) => f.following).map((f) => [f.follower, f.profile]);
      await insertRows(client, 'accounts.notification_followers', FOLLOWER_COLUMNS, followed, 'ON CONFLICT DO NOTHING');
      const unfollowed = pairs.filter((f) => !f.following);
      if (unfollowed.length) {
        await client.query(
          `DELETE FROM accounts.notification_followers f USING unnest($1::uuid[], $2::uuid[]) AS u(follower_id, profile_id)
           WHERE f.follower_id = u.follower_id AND f.profile_id = u.profile_id`,
          [unfollowed.map((f) => f.follower), unfollowed.map((f) => f.profile)],
        );
      }
      const notices = run.flatMap((fact) => (fact.notice ? [fact.notice] : []));
      if (notices.length) {
        const { from, params } = fromRows(NOTICE_COLUMNS, notices, 'n');
        await client.query(
          `INSERT INTO accounts.notifications (id, recipient_id, actor_id, kind, content, created_at, source_event_id)
           SELECT md5(n.about || ':' || n.recipient_id)::uuid, n.recipient_id::uuid, n.actor_id, n.kind, n.content, n.created_at, n.source_event_id
           FROM ${from} ORDER BY n.ord
           ON CONFLICT (id) DO NOTHING`,
          params,
        );
      }
      const published = run.flatMap((fact) => (fact.published ? [fact.published.row] : []));
      if (published.length) {
        const { from, params } = fromRows(PUBLISHED_COLUMNS, published, 'p');
        await client.query(
          `INSERT INTO accounts.notifications (id, recipient_id, actor_id, kind, content, created_at, source_event_id)
           SELECT md5(p.source_event_id || ':' || f.follower_id::text)::uuid, f.follower_id, p.owner_id, 'social', p.content, p.created_at, p.source_event_id
           FROM ${from} JOIN accounts.notification_followers f ON f.profile_id = p.owner_id
           ORDER BY p.ord
           ON CONFLICT (id) DO NOTHING`,
          params,
        );
      }
    }
  },
};

const FOLLOWER_COLUMNS: Column[] = [
  ['follower_id', 'uuid'],
  ['profile_id', 'uuid'],
];

/** What one event does: a follow or unfollow, a notice to one profile, or an event published to its owner's followers. */
interface Fact {
  follow?: { follower: string; profile: string; following: boolean };
  notice?: unknown[];
  published?: { profile: string; row: unknown[] };
}
