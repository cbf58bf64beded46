import { createHash } from 'node:crypto';
import { ProfileFollowed, ProfileUnfollowed, TeamMemberAdded, UserSignedUp, profileStream, userStream } from '../../src/accounts/contracts/account-events.js';
import { donationEventMetadata, type DonationPaid } from '../../src/checkout/contracts/donation-events.js';
import { isPublishedOrderEvent, orderEventMetadata } from '../../src/checkout/contracts/order-events.js';
import { decide, fold, orderStream, type OrderCommand, type OrderEvent, type OrderHeader, type OrderItem } from '../../src/checkout/domain/order.js';
import { subscriptionEventMetadata, type SubscriptionEvent, type SubscriptionSnapshot } from '../../src/membership/contracts/subscription-events.js';
import type { NewEvent } from '../../src/shared/event-store/event-store.port.js';
import { EventPublished } from '../../src/ticketing/contracts/event-events.js';

/** One append: events for one stream, in the order the log gets them. */
export interface Append {
  stream: string;
  events: NewEvent<string, object>[];
}

/** A deterministic uuid from a name, so the same seed gives the same log. */
const uuid = (name: string) => {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A small seeded generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const owners = [
  { id: uuid('owner-a'), username: 'stage-a', name: 'Stage A', type: 'school' as const },
  { id: uuid('owner-b'), username: 'stage-b', name: 'Stage <B> & "co"', type: 'user' as const },
];
const people = Array.from({ length: 6 }, (_, i) => ({
  userId: i % 2 ? uuid(`user-${i}`) : null,
  firstName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken'][i]!,
  lastName: ['Lovelace', "O'Hara", 'Turing', 'Dijkstra', 'Liskov', 'Thompson'][i]!,
  // Several spellings of one address: reports know a patron by the trimmed, lower-case e-mail.
  emails: [`person${i}@example.com`, ` Person${i}@Example.com `],
}));

/**
 * A log that exercises every projection: orders in several currencies (promo codes, promoters, member
 * benefits, seats, guests, cash and card-reader sales), then refunds, cancellations, check-ins and check-outs,
 * seat changes and transfers of their tickets (often several of one ticket in a row), memberships that start,
 * renew, change, are cancelled, end, are removed and added again, donations, sign-ups, follows, unfollows,
 * team additions and events published. Streams are interleaved; each stream's events stay in order.
 */
export function mixedEvents(seed: number, orders = 40): Append[] {
  const rnd = random(seed);
  const clock = { t: Date.parse('2026-10-01T10:00:00.000Z') };
  const now = () => new Date((clock.t += 60_000 + rnd.int(3_600_000)));
  /** Per stream, what is still to be appended, one step (an append) at a time. */
  const scripts: (() => Append | null)[] = [];

  for (let n = 0; n < orders; n++) {
    const owner = rnd.pick(owners);
    const person = rnd.pick(people);
    const orderId = uuid(`order-${seed}-${n}`);
    const currency = n % 5 === 0 ? 'eur' : 'usd';
    const header: OrderHeader = {
      orderId,
      eventId: uuid(`event-${owner.id}-${n % 4}`),
      eventName: `Night <${n % 4}>`,
      categoryId: n % 3 ? uuid('category') : null,
      categoryName: n % 3 ? 'Jazz & Blues' : null,
      eventDateId: uuid(`date-${owner.id}-${n % 4}-${n % 2}`),
      eventStartsAt: '2026-12-01T20:00:00.000Z',
      ownerId: owner.id,
      ownerUsername: owner.username,
      attendance: n % 7 === 0 ? 'online' : 'in-person',
      currency,
      userId: person.userId,
      express: false,
      personalOrder: false,
      promoter: n % 4 === 1 ? { id: uuid(`promoter-${n % 2}`), username: `promoter${n % 2}`, name: n % 8 === 1 ? 'Promo One' : 'Promo Renamed', type: 'User' } : null,
    };
    const promoCode = n % 3 === 2 ? (n % 2 ? 'SPRING' : 'spring-vip') : null;
    const items: OrderItem[] = Array.from({ length: 1 + rnd.int(3) }, (_, i) => {
      const price = rnd.pick([0, 1500, 2500, 6000]);
      const discount = promoCode && price ? 500 : 0;
      return {
        itemId: uuid(`item-${orderId}-${i}`),
        ticketTypeId: uuid(`type-${header.eventDateId}-${i % 2}`),
        name: i % 2 ? 'Balcony' : 'General',
        listPrice: price,
        price: price - discount,
        fee: price ? 69 + Math.round(price / 100) : 0,
        discount,
        ...(person.userId && n % 5 === 3 ? { benefitId: uuid(`benefit-${owner.id}`), discountName: 'Members' } : {}),
        ...(n % 6 === 4 ? { seatLabel: `A-${i + 1}` } : {}),
      };
    });
    const fees = items.reduce((sum, item) => sum + item.fee, 0);
    const subtotal = items.reduce((sum, item) => sum + item.listPrice, 0);
    const discount = items.reduce((sum, item) => sum + item.discount, 0);
    const total = subtotal - discount + fees;
    const selection = { items, donation: 0, promoCode, secretCodes: [], totals: { subtotal, fees, discount, donation: 0, total } };
    const buyer = { firstName: person.firstName, lastName: n % 9 === 0 ? `${person.lastName}-Smith` : person.lastName, email: rnd.pick(person.emails), answers: [] };
    const kind = n % 10 === 7 ? 'guests' : n % 10 === 8 ? 'cash' : 'online';
    const steps: OrderCommand[] = [];
    const at = now();
    if (kind === 'guests') steps.push({ type: 'AddGuests', header: { ...header, personalOrder: true }, selection: { ...selection, totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } }, guests: items.map(() => ({ firstName: 'Guest', lastName: person.lastName, email: person.emails[0]! })), now: at });
    else if (kind === 'cash') steps.push({ type: 'SellForCash', header: { ...header, personalOrder: true }, selection: { ...selection, items: items.map((item) => ({ ...item, fee: 0 })), totals: { ...selection.totals, fees: 0, total: subtotal - discount } }, guests: [], now: at });
    else {
      steps.push({ type: 'CreateOrder', header, selection, now: at });
      steps.push({ type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now: at });
      if (total > 0) {
        steps.push({ type: 'RequestPayment', paymentIntentId: `pi_${n}`, gateway: 'demo', now: at });
        steps.push({ type: 'RecordPayment', paymentIntentId: `pi_${n}`, outcome: 'succeeded', paymentMethod: n % 11 === 5 ? 'terminal' : 'demo', now: at });
      }
    }
    // What happens to its tickets afterwards, chosen as it goes (a command the order refuses is skipped).
    const afterwards = Array.from({ length: rnd.int(6) }, () => rnd.int(6));
    const history: OrderEvent[] = [];
    let step = 0;
    scripts.push(() => {
      for (;;) {
        let command: OrderCommand | undefined = steps[step];
        if (!command) {
          const action = afterwards[step - steps.length];
          if (action === undefined) return null;
          const item = rnd.pick(items).itemId;
          const when = now();
          command = [
            { type: 'CheckInTicket', itemId: item, scanId: null, timezone: 'UTC', now: when },
            { type: 'CheckOutTicket', itemId: item, now: when },
            { type: 'RefundItem', itemId: item, refundId: uuid(`refund-${item}-${step}`), by: 'organizer', now: when },
            { type: 'CancelItem', itemId: item, by: 'holder', now: when },
            { type: 'ChangeTicketSeat', itemId: item, seat: `B-${rnd.int(9)}`, now: when },
            { type: 'TransferTicket', itemId: item, to: { firstName: 'New', lastName: `Holder ${step}`, email: 'new@example.com' }, now: when },
          ][action] as OrderCommand;
        }
        step++;
        let events: OrderEvent[];
        try {
          events = decide(command, fold(history));
        } catch {
          continue;
        }
        if (!events.length) continue;
        history.push(...events);
        return { stream: orderStream(orderId), events: events.map((event) => ({ ...event, metadata: isPublishedOrderEvent(event.type) ? orderEventMetadata(event.type) : {} })) };
      }
    });
  }

  // Memberships: each one's events in order; one is removed and then added again under the same id.
  for (let m = 0; m < 6; m++) {
    const owner = owners[m % 2]!;
    const person = people[(m + 1) % people.length]!;
    const subscriptionId = uuid(`subscription-${seed}-${m}`);
    const snapshot = (changes: Partial<SubscriptionSnapshot>): SubscriptionSnapshot => ({
      subscriptionId,
      ownerId: owner.id,
      ownerUsername: owner.username,
      tierId: uuid(`tier-${owner.id}`),
      tierName: 'Friends <of> the stage',
      priceId: uuid(`price-${owner.id}`),
      amount: 1000,
      currency: 'usd',
      interval: 'month',
      member: { userId: person.userId, name: ` ${person.firstName}  ${person.lastName} `, email: person.emails[m % 2]! },
      source: m % 3 === 2 ? 'manual' : 'demo',
      providerSubscriptionId: m % 3 === 2 ? null : `sub_${m}`,
      status: m % 3 === 2 ? 'invited' : 'active',
      startsAt: '2026-10-02T00:00:00.000Z',
      expiresAt: null,
      cancelAtPeriodEnd: false,
      ...changes,
    });
    const payment = (k: number) => ({ paymentId: uuid(`payment-${subscriptionId}-${k}`), providerPaymentId: `pay_${k}`, amount: 1000, platformFee: 50, providerFee: 59, currency: 'usd' as const, paidAt: now().toISOString() });
    const paid = m % 3 !== 2;
    const events: SubscriptionEvent[] = [
      { type: 'SubscriptionStarted', data: { subscription: snapshot({}), payment: paid ? payment(0) : null, occurredAt: now().toISOString() } },
      ...(paid ? [{ type: 'SubscriptionRenewed' as const, data: { subscription: snapshot({ expiresAt: '2026-12-02T00:00:00.000Z' }), payment: payment(1), occurredAt: now().toISOString() } }] : []),
      { type: 'SubscriptionChanged', data: { subscription: snapshot({ tierName: 'Patrons', amount: 2000, member: { userId: person.userId, name: 'Renamed Member', email: person.emails[0]! } }), previous: { tierId: uuid(`tier-${owner.id}`), priceId: uuid(`price-${owner.id}`) }, occurredAt: now().toISOString() } },
      m % 2
        ? { type: 'SubscriptionCancelled', data: { subscription: snapshot({ cancelAtPeriodEnd: true, status: 'canceled' }), occurredAt: now().toISOString() } }
        : { type: 'SubscriptionExpired', data: { subscription: snapshot({ status: 'expired' }), reason: m % 3 === 2 ? 'removed' : 'ended', occurredAt: now().toISOString() } },
      ...(m % 3 === 2 ? [{ type: 'SubscriptionStarted' as const, data: { subscription: snapshot({ startsAt: '2026-11-01T00:00:00.000Z', member: { userId: null, name: 'Back Again', email: person.emails[0]! } }), payment: null, occurredAt: now().toISOString() } }] : []),
    ];
    let i = 0;
    scripts.push(() => {
      const event = events[i++];
      return event ? { stream: `subscription-${subscriptionId}`, events: [{ ...event, metadata: subscriptionEventMetadata(event.type) }] } : null;
    });
  }

  // Donations, sign-ups, follows and published events: one append each.
  const singles: Append[] = [];
  for (let d = 0; d < 5; d++) {
    const owner = owners[d % 2]!;
    const person = people[d]!;
    const donation: DonationPaid = {
      donationId: uuid(`donation-${seed}-${d}`),
      video: { id: uuid(`video-${d % 2}`), title: `Session <${d}>` },
      owner: { id: owner.id, username: owner.username },
      donor: { userId: uuid(`donor-${d}`), firstName: ` ${person.firstName} `, lastName: person.lastName, email: person.emails[d % 2]! },
      amount: 500 * (d + 1),
      currency: d % 2 ? 'eur' : 'usd',
      platformFee: 25 * (d + 1),
      providerFee: 30,
      paymentMethod: 'demo',
      paymentId: `pay_d${d}`,
      paidAt: now().toISOString(),
    };
    singles.push({ stream: `donation-${donation.donationId}`, events: [{ type: 'DonationPaid', data: donation, metadata: donationEventMetadata('DonationPaid') }] });
  }
  for (let u = 0; u < 6; u++) {
    const userId = uuid(`signup-${seed}-${u}`);
    singles.push({ stream: userStream(userId), events: [{ type: UserSignedUp, data: { userId, username: `u${u}`, signedUpAt: `2026-10-0${1 + (u % 3)}T23:30:00${u % 2 ? '-05:00' : 'Z'}` } }] });
  }
  const followers = people.filter((p) => p.userId);
  for (const [f, follower] of followers.entries()) {
    const profile = owners[f % 2]!;
    const followed = { followerId: follower.userId!, followerName: `${follower.firstName} ${follower.lastName}`, followerUsername: follower.firstName.toLowerCase(), profileId: profile.id };
    singles.push({ stream: profileStream(follower.userId!), events: [{ type: ProfileFollowed, data: { ...followed, followedAt: now().toISOString() } }] });
    if (f === 0) {
      singles.push({ stream: profileStream(follower.userId!), events: [{ type: ProfileUnfollowed, data: { followerId: follower.userId!, profileId: profile.id, unfollowedAt: now().toISOString() } }] });
      singles.push({ stream: profileStream(follower.userId!), events: [{ type: ProfileFollowed, data: { ...followed, followerName: 'Follows Again', followedAt: now().toISOString() } }] });
    }
  }
  singles.push({ stream: profileStream(owners[0]!.id), events: [{ type: TeamMemberAdded, data: { ownerId: owners[0]!.id, ownerName: owners[0]!.name, ownerUsername: owners[0]!.username, profileId: followers[0]!.userId!, role: 'Door <staff>', addedAt: now().toISOString() } }] });
  for (const [e, owner] of [...owners, ...owners].entries()) {
    const eventId = uuid(`published-${seed}-${e}`);
    singles.push({ stream: `event-${eventId}`, events: [{ type: EventPublished, data: { eventId, name: `Premiere ${e}`, ownerId: owner.id, ownerName: owner.name, ownerUsername: owner.username, ownerType: owner.type, private: e === 3, startsAt: null, publishedAt: now().toISOString() } }] });
  }
  let single = 0;
  scripts.push(() => singles[single++] ?? null);

  // Interleave: each time, one step of a random stream that still has one.
  const appends: Append[] = [];
  const live = [...scripts];
  while (live.length) {
    const i = rnd.int(live.length);
    const next = live[i]!();
    if (next) appends.push(next);
    else live.splice(i, 1);
  }
  return appends;
}
