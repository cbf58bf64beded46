import type { BillingFacts } from './billing-facts.js';
import { MEMBER_MESSAGES } from './member-rules.js';
import { decide, fold, initialState, membershipPlatformFee, SubscriptionRejected, type BillingContext, type SubscriptionCommand, type SubscriptionEvent } from './subscription.js';

const subscriptionId = '00000000-0000-4000-8000-000000000001';
const context: BillingContext = {
  tierName: 'Gold',
  amount: 1000,
  currency: 'usd',
  interval: 'month',
  ownerUsername: 'stage',
  member: { userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
};
const gold = { tierId: 'tier-gold', priceId: 'price-gold-month' };
const JAN = '2027-01-01T00:00:00.000Z';
const FEB = '2027-02-01T00:00:00.000Z';
const MAR = '2027-03-01T00:00:00.000Z';

let counter = 0;
/** A provider event; each gets a new event id unless one is given. */
const facts = (occurredAt: string, change: BillingFacts['change'], over: Partial<BillingFacts> = {}): BillingFacts => ({
  eventId: `evt_${++counter}`,
  occurredAt,
  source: 'stripe',
  providerSubscriptionId: 'sub_1',
  ownerId: 'owner-1',
  userId: 'user-1',
  ...gold,
  change,
  ...over,
});
const billing = (f: BillingFacts, ctx: BillingContext = context): SubscriptionCommand => ({ type: 'RecordBillingEvent', subscriptionId, facts: f, context: ctx, paymentId: `pay-${f.eventId}` });
const active = (periodEnd: string, cancelAtPeriodEnd = false) => ({ kind: 'subscription' as const, status: 'active' as const, currentPeriodEnd: periodEnd, cancelAtPeriodEnd });
const paid = (id: string, periodEnd: string, firstPayment = false) => ({ kind: 'payment_succeeded' as const, providerPaymentId: id, amount: 1000, currency: 'usd', periodEnd, firstPayment, providerFee: 59 });

/** given these events, when the commands run in turn, then the events they appended. */
const when = (given: SubscriptionEvent[], ...commands: SubscriptionCommand[]) => {
  const appended: SubscriptionEvent[] = [];
  for (const command of commands) appended.push(...decide(command, fold([...given, ...appended])));
  return appended;
};

const started = () => when([], billing(facts(JAN, paid('in_1', FEB, true))));

describe('subscription decider: provider events', () => {
  it('is created by its first payment, with the payment and the platform fee', () => {
    const events = started();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'SubscriptionStarted',
      data: {
        subscription: {
          subscriptionId,
          ownerId: 'owner-1',
          ownerUsername: 'stage',
          tierId: 'tier-gold',
          tierName: 'Gold',
          priceId: 'price-gold-month',
          amount: 1000,
          currency: 'usd',
          interval: 'month',
          member: { userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
          source: 'stripe',
          providerSubscriptionId: 'sub_1',
          status: 'active',
          startsAt: JAN,
          expiresAt: FEB,
          cancelAtPeriodEnd: false,
        },
        payment: { providerPaymentId: 'in_1', amount: 1000, platformFee: 50, providerFee: 59, currency: 'usd', paidAt: JAN },
        occurredAt: JAN,
      },
    });
  });

  it('is created by an active subscription without a payment yet; its first payment is then recorded once', () => {
    const created = when([], billing(facts(JAN, active(FEB))));
    expect(created).toMatchObject([{ type: 'SubscriptionStarted', data: { payment: null, subscription: { status: 'active', expiresAt: FEB } } }]);
    const payment = when(created, billing(facts(JAN, paid('in_1', FEB, true))));
    expect(payment).toMatchObject([{ type: 'SubscriptionRenewed', data: { payment: { providerPaymentId: 'in_1' }, subscription: { expiresAt: FEB } } }]);
    expect(when([...created, ...payment], billing(facts(JAN, paid('in_1', FEB, true))))).toEqual([]);
  });

  it('creates nothing while incomplete, nor on a failed first payment', () => {
    expect(when([], billing(facts(JAN, { kind: 'subscription', status: 'incomplete', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })))).toEqual([]);
    expect(when([], billing(facts(JAN, { kind: 'payment_failed', providerPaymentId: 'in_1' })))).toEqual([]);
    expect(when([], billing(facts(JAN, { kind: 'deleted', endedAt: JAN })))).toEqual([]);
    // The subscription's first 'incomplete' news delivered after its first payment (same second) changes nothing either.
    const pastDue = [...started(), ...when(started(), billing(facts(JAN, { kind: 'payment_failed', providerPaymentId: 'in_2' })))];
    expect(when(pastDue, billing(facts(JAN, { kind: 'subscription', status: 'incomplete', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })))).toEqual([]);
  });

  it('renews on a payment for the next period', () => {
    const events = when(started(), billing(facts(FEB, paid('in_2', MAR))));
    expect(events).toMatchObject([{ type: 'SubscriptionRenewed', data: { subscription: { status: 'active', expiresAt: MAR }, payment: { providerPaymentId: 'in_2', paidAt: FEB } } }]);
  });

  it('changes tier or price, with the one before', () => {
    const silver = { ...context, tierName: 'Silver', amount: 500, interval: 'year' as const };
    const events = when(started(), billing(facts(JAN, active(FEB), { tierId: 'tier-silver', priceId: 'price-silver-year' }), silver));
    expect(events).toMatchObject([
      {
        type: 'SubscriptionChanged',
        data: { previous: gold, subscription: { tierId: 'tier-silver', tierName: 'Silver', priceId: 'price-silver-year', amount: 500, interval: 'year', status: 'active' } },
      },
    ]);
  });

  it('is past due when a payment fails, once, and active again when paid', () => {
    const failed = when(started(), billing(facts(FEB, { kind: 'payment_failed', providerPaymentId: 'in_2' })));
    expect(failed).toMatchObject([{ type: 'SubscriptionPaymentFailed', data: { subscription: { status: 'past_due' } } }]);
    const given = [...started(), ...failed];
    expect(when(given, billing(facts(FEB, { kind: 'subscription', status: 'past_due', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })))).toEqual([]);
    expect(when(given, billing(facts(FEB, paid('in_2', MAR))))).toMatchObject([{ type: 'SubscriptionRenewed', data: { subscription: { status: 'active', expiresAt: MAR } } }]);
  });

  it('is cancelled at the period end, and resumed when that is undone', () => {
    const cancelled = when(started(), billing(facts(JAN, active(FEB, true))));
    expect(cancelled).toMatchObject([{ type: 'SubscriptionCancelled', data: { subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: FEB } } }]);
    const given = [...started(), ...cancelled];
    expect(when(given, billing(facts(JAN, active(FEB, true))))).toEqual([]);
    expect(when(given, billing(facts(JAN, active(FEB))))).toMatchObject([{ type: 'SubscriptionResumed', data: { subscription: { status: 'active', cancelAtPeriodEnd: false, expiresAt: FEB } } }]);
  });

  it('expires when deleted, or canceled at the end of its period', () => {
    expect(when(started(), billing(facts(FEB, { kind: 'deleted', endedAt: FEB })))).toMatchObject([
      { type: 'SubscriptionExpired', data: { reason: 'ended', subscription: { status: 'expired', expiresAt: FEB } } },
    ]);
    expect(when(started(), billing(facts(FEB, { kind: 'subscription', status: 'canceled', currentPeriodEnd: FEB, cancelAtPeriodEnd: true })))).toMatchObject([
      { type: 'SubscriptionExpired', data: { reason: 'ended' } },
    ]);
  });

  it('changes nothing on a duplicate event (same event id)', () => {
    const renewal = facts(FEB, paid('in_2', MAR));
    const given = [...started(), ...when(started(), billing(renewal))];
    expect(when(given, billing({ ...renewal, change: { kind: 'payment_failed', providerPaymentId: 'in_3' } }))).toEqual([]);
  });

  it('changes nothing on news of its state older than what was applied', () => {
    const given = [...started(), ...when(started(), billing(facts(FEB, active(MAR, true))))];
    expect(fold(given).snapshot).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(when(given, billing(facts(JAN, active(FEB))))).toEqual([]);
    expect(when(given, billing(facts(JAN, { kind: 'payment_failed', providerPaymentId: 'in_2' })))).toEqual([]);
  });

  it('records a payment that arrives after newer news of its state, once', () => {
    const given = [...started(), ...when(started(), billing(facts(MAR, active(MAR))))];
    const late = billing(facts(FEB, paid('in_2', MAR)));
    const renewed = when(given, late);
    expect(renewed).toEqual([expect.objectContaining({ type: 'SubscriptionRenewed', data: expect.objectContaining({ payment: expect.objectContaining({ providerPaymentId: 'in_2', amount: 1000 }) }) })]);
    expect(when([...given, ...renewed], billing(facts(FEB, paid('in_2', MAR))))).toEqual([]);
  });

  it('stays expired when the renewal arrives after the expiry: expired is final', () => {
    const expired = [...started(), ...when(started(), billing(facts(MAR, { kind: 'deleted', endedAt: MAR })))];
    expect(when(expired, billing(facts(MAR, paid('in_2', '2027-04-01T00:00:00.000Z'))))).toEqual([]);
    expect(when(expired, billing(facts(MAR, active('2027-04-01T00:00:00.000Z'))))).toEqual([]);
    expect(fold(expired).snapshot?.status).toBe('expired');
  });

  it('stays expired when a renewal dated before the expiry is delivered after it', () => {
    // Stripe delivers the period's invoice.paid late, after customer.subscription.deleted: the member is gone.
    const expired = [...started(), ...when(started(), billing(facts(MAR, { kind: 'deleted', endedAt: MAR })))];
    expect(when(expired, billing(facts(FEB, paid('in_2', MAR))))).toEqual([]);
    expect(when(expired, billing(facts(FEB, { kind: 'payment_failed', providerPaymentId: 'in_2' })))).toEqual([]);
    expect(fold(expired).snapshot).toMatchObject({ status: 'expired', expiresAt: MAR });
  });

  it('keeps a cancellation when a late payment of the period arrives after it', () => {
    const cancelled = [...started(), ...when(started(), billing(facts(FEB, active(MAR, true))))];
    const late = when(cancelled, billing(facts(JAN, paid('in_2', MAR))));
    expect(late).toMatchObject([{ type: 'SubscriptionRenewed', data: { payment: { providerPaymentId: 'in_2' }, subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: MAR } } }]);
  });

  it('changes nothing on the very same event delivered twice', () => {
    const renewal = facts(FEB, paid('in_2', MAR));
    const once = when(started(), billing(renewal));
    expect(once).toHaveLength(1);
    expect(when([...started(), ...once], billing(renewal))).toEqual([]);
    const cancel = facts(FEB, active(MAR, true));
    const cancelled = when(started(), billing(cancel));
    expect(when([...started(), ...cancelled], billing(cancel))).toEqual([]);
  });

  it('starts from a trial, and as ending at the period end when created so', () => {
    expect(when([], billing(facts(JAN, { kind: 'subscription', status: 'trialing', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })))).toMatchObject([
      { type: 'SubscriptionStarted', data: { subscription: { status: 'active', expiresAt: FEB, cancelAtPeriodEnd: false } } },
    ]);
    expect(when([], billing(facts(JAN, active(FEB, true))))).toMatchObject([{ type: 'SubscriptionStarted', data: { subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: FEB } } }]);
    expect(when([], billing(facts(JAN, { kind: 'subscription', status: 'incomplete_expired', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })))).toEqual([]);
  });

  it('is past due while Stripe reports it unpaid, and resumed when Stripe reports it active again', () => {
    const unpaid = when(started(), billing(facts(FEB, { kind: 'subscription', status: 'unpaid', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })));
    expect(unpaid).toMatchObject([{ type: 'SubscriptionPaymentFailed', data: { subscription: { status: 'past_due' } } }]);
    const given = [...started(), ...unpaid];
    expect(when(given, billing(facts(FEB, { kind: 'payment_failed', providerPaymentId: 'in_2' })))).toEqual([]);
    expect(when(given, billing(facts(FEB, active(MAR))))).toMatchObject([{ type: 'SubscriptionResumed', data: { subscription: { status: 'active', cancelAtPeriodEnd: false, expiresAt: MAR } } }]);
  });

  it('is cancelled, not expired, when Stripe reports it canceled before its period ends', () => {
    const cancelled = when(started(), billing(facts(JAN, { kind: 'subscription', status: 'canceled', currentPeriodEnd: FEB, cancelAtPeriodEnd: false })));
    expect(cancelled).toMatchObject([{ type: 'SubscriptionCancelled', data: { subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: FEB } } }]);
    const given = [...started(), ...cancelled];
    expect(when(given, billing(facts(JAN, { kind: 'subscription', status: 'canceled', currentPeriodEnd: FEB, cancelAtPeriodEnd: true })))).toEqual([]);
    // The same status once the period is over: it has ended.
    expect(when(given, billing(facts(FEB, { kind: 'subscription', status: 'canceled', currentPeriodEnd: FEB, cancelAtPeriodEnd: true })))).toMatchObject([
      { type: 'SubscriptionExpired', data: { reason: 'ended', subscription: { status: 'expired', expiresAt: FEB } } },
    ]);
  });

  it('still ends at the period end when paid up again after a failed payment while cancelled', () => {
    const cancelled = when(started(), billing(facts(JAN, active(FEB, true))));
    const failed = when([...started(), ...cancelled], billing(facts(JAN, { kind: 'payment_failed', providerPaymentId: 'in_2' })));
    expect(failed).toMatchObject([{ type: 'SubscriptionPaymentFailed', data: { subscription: { status: 'past_due', cancelAtPeriodEnd: true } } }]);
    const given = [...started(), ...cancelled, ...failed];
    // By the payment…
    expect(when(given, billing(facts(FEB, paid('in_2', FEB))))).toMatchObject([
      { type: 'SubscriptionRenewed', data: { subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: FEB } } },
    ]);
    // …or by the provider's news that it is no longer past due.
    expect(when(given, billing(facts(FEB, active(FEB, true))))).toMatchObject([
      { type: 'SubscriptionCancelled', data: { subscription: { status: 'canceled', cancelAtPeriodEnd: true, expiresAt: FEB } } },
    ]);
  });

  it('compares the times of news as times, however they are written', () => {
    const cancelled = [...started(), ...when(started(), billing(facts('2027-02-01T00:00:00.500Z', active(MAR, true))))];
    // A late payment, dated earlier though written without milliseconds, is recorded…
    const late = when(cancelled, billing(facts('2027-02-01T00:00:00Z', paid('in_2', MAR))));
    expect(late).toMatchObject([{ type: 'SubscriptionRenewed' }]);
    // …and news older than the cancellation still changes nothing.
    expect(when([...cancelled, ...late], billing(facts('2027-02-01T00:00:00.200Z', active(MAR))))).toEqual([]);
  });

  it('changes plan and is cancelled in one update, in that order', () => {
    const silver = { ...context, tierName: 'Silver', amount: 500 };
    const events = when(started(), billing(facts(JAN, active(FEB, true), { tierId: 'tier-silver', priceId: 'price-silver-month' }), silver));
    expect(events.map((e) => e.type)).toEqual(['SubscriptionChanged', 'SubscriptionCancelled']);
    expect(fold([...started(), ...events]).snapshot).toMatchObject({ tierName: 'Silver', status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('takes the platform fee as 5% rounded half up', () => {
    expect([membershipPlatformFee(1000), membershipPlatformFee(10), membershipPlatformFee(30), membershipPlatformFee(29)]).toEqual([50, 1, 2, 1]);
  });
});

describe('subscription decider: members added by hand', () => {
  const now = '2027-01-10T12:00:00.000Z';
  const tier = { tierId: 'tier-gold', tierName: 'Gold', priceId: 'price-gold-month', amount: 1000, currency: 'usd' as const, interval: 'month' as const };
  const add: SubscriptionCommand = {
    type: 'AddMember',
    subscriptionId,
    ownerId: 'owner-1',
    ownerUsername: 'stage',
    tier,
    member: { userId: null, name: 'Grace Hopper', email: 'grace@example.com' },
    expiresAt: null,
    now,
  };
  const added = () => when([], add);

  it('adds an invited member without payment', () => {
    expect(added()).toMatchObject([
      {
        type: 'SubscriptionStarted',
        data: { payment: null, occurredAt: now, subscription: { source: 'manual', status: 'invited', providerSubscriptionId: null, expiresAt: null, startsAt: now, member: { userId: null, name: 'Grace Hopper' } } },
      },
    ]);
  });

  it('changes name, tier and expiry; an edit that changes nothing appends nothing', () => {
    const silver = { ...tier, tierId: 'tier-silver', tierName: 'Silver', priceId: 'price-silver-year', interval: 'year' as const };
    expect(when(added(), { type: 'ChangeMember', tier: silver, name: 'Grace B. Hopper', expiresAt: MAR, now })).toMatchObject([
      { type: 'SubscriptionChanged', data: { previous: gold, subscription: { tierName: 'Silver', interval: 'year', member: { name: 'Grace B. Hopper' }, expiresAt: MAR, status: 'invited' } } },
    ]);
    expect(when(added(), { type: 'ChangeMember', name: 'Grace Hopper', now })).toEqual([]);
  });

  it('removes the member for good', () => {
    const removed = when(added(), { type: 'RemoveMember', now });
    expect(removed).toMatchObject([{ type: 'SubscriptionExpired', data: { reason: 'removed', subscription: { status: 'expired' } } }]);
    const gone = fold([...added(), ...removed]);
    expect(() => decide({ type: 'RemoveMember', now }, gone)).toThrow(new SubscriptionRejected(MEMBER_MESSAGES.notFound, 'not_found'));
    expect(() => decide({ type: 'ChangeMember', name: 'Grace', now }, gone)).toThrow(new SubscriptionRejected(MEMBER_MESSAGES.notFound, 'not_found'));
    // Adding the same member again appends nothing.
    expect(when(added(), add)).toEqual([]);
  });

  it('links the invited member to the account that claims it, once', () => {
    const linked = when(added(), { type: 'LinkMember', userId: 'user-9', now });
    expect(linked).toEqual([
      {
        type: 'SubscriptionChanged',
        data: { subscription: { ...fold(added()).snapshot, member: { userId: 'user-9', name: 'Grace Hopper', email: 'grace@example.com' } }, previous: gold, occurredAt: now },
      },
    ]);
    // The same account again changes nothing; another account is refused.
    expect(when([...added(), ...linked], { type: 'LinkMember', userId: 'user-9', now })).toEqual([]);
    expect(() => decide({ type: 'LinkMember', userId: 'user-2', now }, fold([...added(), ...linked]))).toThrow(new SubscriptionRejected(MEMBER_MESSAGES.claimTaken, 'invalid'));
  });

  it('refuses to link a membership that ended, was removed, or is not one added by hand', () => {
    const ended = new SubscriptionRejected(MEMBER_MESSAGES.claimEnded, 'invalid');
    const removed = fold([...added(), ...when(added(), { type: 'RemoveMember', now })]);
    expect(() => decide({ type: 'LinkMember', userId: 'user-9', now }, removed)).toThrow(ended);
    const expiring = when([], { ...add, expiresAt: FEB } as SubscriptionCommand);
    expect(() => decide({ type: 'LinkMember', userId: 'user-9', now: MAR }, fold(expiring))).toThrow(ended);
    expect(when(expiring, { type: 'LinkMember', userId: 'user-9', now })).toMatchObject([{ type: 'SubscriptionChanged', data: { subscription: { member: { userId: 'user-9' }, expiresAt: FEB } } }]);
    const invalid = new SubscriptionRejected(MEMBER_MESSAGES.claimInvalid, 'invalid');
    expect(() => decide({ type: 'LinkMember', userId: 'user-9', now }, fold(started()))).toThrow(invalid);
    expect(() => decide({ type: 'LinkMember', userId: 'user-9', now }, initialState())).toThrow(invalid);
  });

  it('refuses owner edits of a member the provider manages, and of one that does not exist', () => {
    const provider = fold(started());
    const refusal = new SubscriptionRejected(MEMBER_MESSAGES.providerManaged, 'invalid');
    expect(() => decide({ type: 'ChangeMember', name: 'X', now }, provider)).toThrow(refusal);
    expect(() => decide({ type: 'RemoveMember', now }, provider)).toThrow(refusal);
    expect(() => decide({ type: 'RemoveMember', now }, initialState())).toThrow(new SubscriptionRejected(MEMBER_MESSAGES.notFound, 'not_found'));
  });
});
