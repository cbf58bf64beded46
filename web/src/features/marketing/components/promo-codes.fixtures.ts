import type { PromoCode } from '../api/promo-codes';

export const OWNER_ID = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';

/** A saved code as the API answers it: an active $10.50 code for all inventory, without limit or end. */
export const promoCode = (overrides: Partial<PromoCode>): PromoCode => ({
  id: 'p1',
  code: 'SPRING26',
  amount: 1050,
  currency: 'usd',
  percentageValue: null,
  quantity: null,
  uses: 3,
  status: 'active',
  startsAt: new Date(2030, 5, 5, 14, 30).toISOString(),
  endsAt: null,
  scope: 'owner',
  courseCategories: [],
  ownerId: OWNER_ID,
  ...overrides,
});

export const categories = [
  { id: 'c1', name: 'Music' },
  { id: 'c2', name: 'Theater' },
];
