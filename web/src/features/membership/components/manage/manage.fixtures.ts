import type { MembershipTier } from '../../api/manage';

/** Test data of the membership management pages, as the API answers it. */
export const OWNER_ID = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';

export const price = (id: string, amount: number, interval: 'month' | 'year', overrides: Partial<MembershipTier['prices'][number]> = {}): MembershipTier['prices'][number] => ({
  id,
  price: amount,
  currency: 'usd',
  interval,
  intervalCount: 1,
  position: interval === 'month' ? 0 : 1,
  archived: false,
  subscribeUrl: null,
  stripeApiPriceId: null,
  subscriptionsCount: 0,
  ...overrides,
});

export const tier = (overrides: Partial<MembershipTier> = {}): MembershipTier =>
  ({
    id: 't1',
    ownerId: OWNER_ID,
    name: 'Friends',
    description: 'Support the hall.',
    position: 0,
    archived: false,
    emailText: '',
    validSubscriptionsLimit: null,
    remaining: null,
    membersCount: 0,
    revenue: 0,
    currency: 'usd',
    discountIds: [],
    discounts: [],
    prices: [price('p1', 2000, 'month')],
    ...overrides,
  }) as MembershipTier;
