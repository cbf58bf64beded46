import {
  amountRange,
  BENEFIT_MESSAGES,
  benefitDeletable,
  canSubscribe,
  checkBenefit,
  checkSettings,
  checkTier,
  COUNT_MAX,
  COUNT_MESSAGES,
  remainingOf,
  revisePrices,
  SETTINGS_MESSAGES,
  TIER_MESSAGES,
  tiersVisible,
  type TierPrice,
} from './membership-rules.js';

const tier = (overrides: Record<string, unknown> = {}) => ({ name: 'Friend', description: 'Supports the venue', prices: [{ price: 500, interval: 'month' }], ...overrides });
const errorsOf = (checked: { errors: string[] } | { fields: unknown }) => ('errors' in checked ? checked.errors : []);

describe('tier rules', () => {
  it('accepts a tier and trims its texts', () => {
    const checked = checkTier(tier({ name: '  Friend ', validSubscriptionsLimit: 100 }), 'usd');
    expect(checked).toEqual({
      fields: { name: 'Friend', description: 'Supports the venue', emailText: '', validSubscriptionsLimit: 100, prices: [{ id: null, amount: 500, interval: 'month' }] },
    });
  });

  it('requires a name and a description, each within its length', () => {
    expect(errorsOf(checkTier(tier({ name: ' ', description: '' }), 'usd'))).toEqual([TIER_MESSAGES.nameRequired, TIER_MESSAGES.descriptionRequired]);
    expect(errorsOf(checkTier(tier({ name: 'x'.repeat(101), description: 'y'.repeat(2001) }), 'usd'))).toEqual([TIER_MESSAGES.nameTooLong, TIER_MESSAGES.descriptionTooLong]);
    expect(errorsOf(checkTier(tier({ name: 'x'.repeat(100), description: 'y'.repeat(2000) }), 'usd'))).toEqual([]);
  });

  it('takes one or two prices, one per interval', () => {
    expect(errorsOf(checkTier(tier({ prices: [] }), 'usd'))).toEqual([TIER_MESSAGES.pricesCount]);
    const three = [500, 600, 700].map((price) => ({ price, interval: 'month' }));
    expect(errorsOf(checkTier(tier({ prices: three }), 'usd'))).toEqual([TIER_MESSAGES.pricesCount]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 500, interval: 'month' }, { price: 600, interval: 'month' }] }), 'usd'))).toEqual([TIER_MESSAGES.intervalTaken]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 500, interval: 'week' }] }), 'usd'))).toEqual([TIER_MESSAGES.interval]);
  });

  it('defaults a price to monthly', () => {
    const checked = checkTier(tier({ prices: [{ price: 500 }] }), 'usd');
    expect('fields' in checked && checked.fields.prices[0]?.interval).toBe('month');
  });

  it('requires each amount between 1 and 10000 major units of the currency', () => {
    expect(amountRange('usd')).toEqual({ min: 100, max: 1_000_000 });
    expect(amountRange('jpy')).toEqual({ min: 1, max: 10_000 });
    expect(errorsOf(checkTier(tier({ prices: [{ price: null, interval: 'month' }] }), 'usd'))).toEqual([TIER_MESSAGES.priceRequired]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 99, interval: 'month' }] }), 'usd'))).toEqual([TIER_MESSAGES.priceRange]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 1_000_001, interval: 'month' }] }), 'usd'))).toEqual([TIER_MESSAGES.priceRange]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 100.5, interval: 'month' }] }), 'usd'))).toEqual([TIER_MESSAGES.priceRange]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 100, interval: 'month' }, { price: 1_000_000, interval: 'year' }] }), 'usd'))).toEqual([]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 10_000, interval: 'month' }] }), 'jpy'))).toEqual([]);
    expect(errorsOf(checkTier(tier({ prices: [{ price: 10_001, interval: 'month' }] }), 'jpy'))).toEqual([TIER_MESSAGES.priceRange]);
  });

  it('takes an optional capacity of at least 1', () => {
    expect(errorsOf(checkTier(tier({ validSubscriptionsLimit: 0 }), 'usd'))).toEqual([TIER_MESSAGES.capacity]);
    expect(errorsOf(checkTier(tier({ validSubscriptionsLimit: 2.5 }), 'usd'))).toEqual([TIER_MESSAGES.capacity]);
    expect(errorsOf(checkTier(tier({ validSubscriptionsLimit: 3_000_000_000 }), 'usd'))).toEqual([COUNT_MESSAGES.capacityTooLarge]);
    expect(errorsOf(checkTier(tier({ validSubscriptionsLimit: COUNT_MAX }), 'usd'))).toEqual([]);
    const open = checkTier(tier({ validSubscriptionsLimit: null }), 'usd');
    expect('fields' in open && open.fields.validSubscriptionsLimit).toBeNull();
  });
});

describe('revising prices', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const price = (id: string, amount: number, interval: 'month' | 'year', position: number): TierPrice => ({
    id,
    amount,
    currency: 'usd',
    interval,
    intervalCount: 1,
    position,
    archived: false,
    stripePriceId: null,
    createdAt: now,
  });
  const current = [price('a', 500, 'month', 0), price('b', 5000, 'year', 1)];
  let n = 0;
  const fresh = { currency: 'usd' as const, newId: () => `new-${++n}`, now };

  it('keeps named prices, adds new ones and positions them in the given order', () => {
    const revised = revisePrices(current, [{ id: 'b', amount: 5000, interval: 'year' }, { id: null, amount: 700, interval: 'month' }], new Set(), fresh);
    expect('prices' in revised && revised.prices.map((p) => [p.id.startsWith('new') ? 'new' : p.id, p.amount, p.position])).toEqual([
      ['b', 5000, 0],
      ['new', 700, 1],
    ]);
  });

  it('keeps a price once: a second row naming it is a new price', () => {
    const revised = revisePrices(current, [{ id: 'a', amount: 500, interval: 'month' }, { id: 'a', amount: 5000, interval: 'year' }], new Set(['a']), fresh);
    expect('prices' in revised && revised.prices.map((p) => [p.id.startsWith('new') ? 'new' : p.id, p.amount, p.interval])).toEqual([
      ['a', 500, 'month'],
      ['new', 5000, 'year'],
    ]);
  });

  it('forgets the provider price of a price whose amount or interval changed, and keeps it otherwise', () => {
    const atProvider = [{ ...price('a', 500, 'month', 0), stripePriceId: 'price_a' }, { ...price('b', 5000, 'year', 1), stripePriceId: 'price_b' }];
    const revised = revisePrices(atProvider, [{ id: 'a', amount: 600, interval: 'month' }, { id: 'b', amount: 5000, interval: 'year' }], new Set(), fresh);
    expect('prices' in revised && revised.prices.map((p) => [p.id, p.stripePriceId])).toEqual([
      ['a', null],
      ['b', 'price_b'],
    ]);
  });

  it('refuses to change or remove a price with subscribers, but lets it move', () => {
    const subscribed = new Set(['a']);
    expect(revisePrices(current, [{ id: 'a', amount: 600, interval: 'month' }], subscribed, fresh)).toEqual({ error: TIER_MESSAGES.pricesLocked });
    expect(revisePrices(current, [{ id: 'a', amount: 500, interval: 'year' }], subscribed, fresh)).toEqual({ error: TIER_MESSAGES.pricesLocked });
    expect(revisePrices(current, [{ id: 'b', amount: 5000, interval: 'year' }], subscribed, fresh)).toEqual({ error: TIER_MESSAGES.pricesLocked });
    const moved = revisePrices(current, [{ id: 'b', amount: 6000, interval: 'year' }, { id: 'a', amount: 500, interval: 'month' }], subscribed, fresh);
    expect('prices' in moved && moved.prices.map((p) => [p.id, p.amount, p.position])).toEqual([
      ['b', 6000, 0],
      ['a', 500, 1],
    ]);
  });
});

describe('seats and subscribing', () => {
  it('counts the seats left of a limited tier', () => {
    expect(remainingOf(null, 40)).toBeNull();
    expect(remainingOf(100, 40)).toBe(60);
    expect(remainingOf(2, 3)).toBe(0);
  });

  it('offers a price only with payments on, tier and price shown, and seats left', () => {
    expect(canSubscribe({ archived: false, remaining: null }, { archived: false }, true)).toBe(true);
    expect(canSubscribe({ archived: false, remaining: 1 }, { archived: false }, true)).toBe(true);
    expect(canSubscribe({ archived: false, remaining: 0 }, { archived: false }, true)).toBe(false);
    expect(canSubscribe({ archived: true, remaining: null }, { archived: false }, true)).toBe(false);
    expect(canSubscribe({ archived: false, remaining: null }, { archived: true }, true)).toBe(false);
    expect(canSubscribe({ archived: false, remaining: null }, { archived: false }, false)).toBe(false);
  });
});

describe('benefit rules', () => {
  const tierId = '0b0e8f5e-6f8e-4c1a-9a55-2f1f7b7d0c11';
  const benefit = (overrides: Record<string, unknown> = {}) => ({ name: '10% off', amount: null, percentageValue: 10, quantity: null, quantityScope: null, discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [tierId], ...overrides });

  it('accepts a percent benefit on all tickets', () => {
    expect(checkBenefit(benefit(), 'usd')).toEqual({
      fields: { name: '10% off', amount: null, percentageValue: 10, quantity: null, quantityScope: null, discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [tierId] },
    });
  });

  it('requires a descriptor within 100 characters', () => {
    expect(errorsOf(checkBenefit(benefit({ name: '' }), 'usd'))).toEqual([BENEFIT_MESSAGES.nameRequired]);
    expect(errorsOf(checkBenefit(benefit({ name: 'x'.repeat(101) }), 'usd'))).toEqual([BENEFIT_MESSAGES.nameTooLong]);
  });

  it('takes exactly one of an amount and a percent, each in its range', () => {
    expect(errorsOf(checkBenefit(benefit({ amount: 500, percentageValue: 10 }), 'usd'))).toEqual([BENEFIT_MESSAGES.amountAndPercent]);
    expect(errorsOf(checkBenefit(benefit({ amount: null, percentageValue: null }), 'usd'))).toEqual([BENEFIT_MESSAGES.amountOrPercent]);
    expect(errorsOf(checkBenefit(benefit({ amount: 99, percentageValue: null }), 'usd'))).toEqual([BENEFIT_MESSAGES.amountRange]);
    expect(errorsOf(checkBenefit(benefit({ amount: 1_000_000, percentageValue: null }), 'usd'))).toEqual([]);
    expect(errorsOf(checkBenefit(benefit({ percentageValue: 0 }), 'usd'))).toEqual([BENEFIT_MESSAGES.percentRange]);
    expect(errorsOf(checkBenefit(benefit({ percentageValue: 101 }), 'usd'))).toEqual([BENEFIT_MESSAGES.percentRange]);
    expect(errorsOf(checkBenefit(benefit({ percentageValue: 100 }), 'usd'))).toEqual([]);
  });

  it('limits a quantity with how often it renews', () => {
    expect(errorsOf(checkBenefit(benefit({ quantity: 0, quantityScope: 'event' }), 'usd'))).toEqual([BENEFIT_MESSAGES.quantity]);
    expect(errorsOf(checkBenefit(benefit({ quantity: 2 }), 'usd'))).toEqual([BENEFIT_MESSAGES.quantityScope]);
    expect(errorsOf(checkBenefit(benefit({ quantity: 1e300, quantityScope: 'event' }), 'usd'))).toEqual([COUNT_MESSAGES.quantityTooLarge]);
    expect(errorsOf(checkBenefit(benefit({ quantity: 2, quantityScope: 'week' }), 'usd'))).toEqual([BENEFIT_MESSAGES.quantityScope]);
    const limited = checkBenefit(benefit({ quantity: 2, quantityScope: '3_months' }), 'usd');
    expect('fields' in limited && [limited.fields.quantity, limited.fields.quantityScope]).toEqual([2, '3_months']);
    // Without a quantity the scope means nothing.
    const open = checkBenefit(benefit({ quantityScope: 'year' }), 'usd');
    expect('fields' in open && open.fields.quantityScope).toBeNull();
  });

  it('needs categories or tickets for those scopes, and keeps only the chosen list', () => {
    expect(errorsOf(checkBenefit(benefit({ discountScope: 'categories' }), 'usd'))).toEqual([BENEFIT_MESSAGES.categories]);
    expect(errorsOf(checkBenefit(benefit({ discountScope: 'tickets', categoryIds: [tierId] }), 'usd'))).toEqual([BENEFIT_MESSAGES.tickets]);
    expect(errorsOf(checkBenefit(benefit({ discountScope: 'some' }), 'usd'))).toEqual([BENEFIT_MESSAGES.discountScope]);
    const tickets = checkBenefit(benefit({ discountScope: 'tickets', ticketIds: [tierId], categoryIds: [tierId] }), 'usd');
    expect('fields' in tickets && [tickets.fields.ticketIds, tickets.fields.categoryIds]).toEqual([[tierId], []]);
  });

  it('needs at least one tier', () => {
    expect(errorsOf(checkBenefit(benefit({ tierIds: [] }), 'usd'))).toEqual([BENEFIT_MESSAGES.tiers]);
    expect(errorsOf(checkBenefit(benefit({ tierIds: ['not-a-tier'] }), 'usd'))).toEqual([BENEFIT_MESSAGES.tiers]);
  });

  it('lists every problem at once', () => {
    expect(errorsOf(checkBenefit({ discountScope: 'all' }, 'usd'))).toEqual([BENEFIT_MESSAGES.nameRequired, BENEFIT_MESSAGES.amountOrPercent, BENEFIT_MESSAGES.tiers]);
  });

  it('can be deleted only when never redeemed and shown', () => {
    expect(benefitDeletable({ archived: false }, 0)).toBe(true);
    expect(benefitDeletable({ archived: false }, 1)).toBe(false);
    expect(benefitDeletable({ archived: true }, 0)).toBe(false);
  });
});

describe('settings rules', () => {
  it('limits the hero text to 56 and the description to 200 characters', () => {
    expect(errorsOf(checkSettings({ title: 'x'.repeat(56), description: 'y'.repeat(200), status: 'public' }))).toEqual([]);
    expect(errorsOf(checkSettings({ title: 'x'.repeat(57), description: 'y'.repeat(201), status: 'public' }))).toEqual([SETTINGS_MESSAGES.titleTooLong, SETTINGS_MESSAGES.descriptionTooLong]);
  });

  it('takes public or private', () => {
    expect(errorsOf(checkSettings({ status: 'hidden' }))).toEqual([SETTINGS_MESSAGES.status]);
    expect('fields' in checkSettings({ status: 'private' })).toBe(true);
  });

  it('shows the tiers of a private page only with its link id', () => {
    const uuid = '9b7d3c58-3b38-4bd4-a0b5-8f7b7e9d1a22';
    expect(tiersVisible({ status: 'public', privateUuid: uuid }, undefined)).toBe(true);
    expect(tiersVisible({ status: 'private', privateUuid: uuid }, undefined)).toBe(false);
    expect(tiersVisible({ status: 'private', privateUuid: uuid }, '0b0e8f5e-6f8e-4c1a-9a55-2f1f7b7d0c11')).toBe(false);
    expect(tiersVisible({ status: 'private', privateUuid: uuid }, uuid.toUpperCase())).toBe(true);
  });
});
