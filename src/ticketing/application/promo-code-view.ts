import type { Currency } from '../../shared/money.js';
import { promoStatus, type GlobalPromoCode, type PromoScope, type PromoSort, type PromoStatus } from '../domain/promo-codes.js';

/** Seed 001 §3: a global promo code as the management pages show it. Amounts are minor units. */
export interface PromoCodeView {
  id: string;
  code: string;
  amount: number | null;
  currency: Currency;
  percentageValue: number | null;
  quantity: number | null;
  uses: number;
  status: PromoStatus;
  startsAt: string;
  endsAt: string | null;
  scope: PromoScope;
  courseCategories: { uuid: string; name: string }[];
  ownerId: string;
}

/** A stored code with the categories it names (in the categories' own order). */
export type PromoCodeRecord = GlobalPromoCode & { courseCategories: { id: string; name: string }[] };

export interface PromoCodeFilter {
  ownerId: string;
  page: number;
  perPage: number;
  /** Part of the code, any case. */
  query?: string;
  /** Newest first without one. */
  sort?: PromoSort;
  direction: 'asc' | 'desc';
}

export interface PromoCodePage {
  data: PromoCodeView[];
  totalCount: number;
  page: number;
  perPage: number;
}

export function promoCodeView(record: PromoCodeRecord, now: Date): PromoCodeView {
  return {
    id: record.id,
    code: record.code,
    amount: record.amount,
    currency: record.currency,
    percentageValue: record.percentageValue,
    quantity: record.quantity,
    uses: record.uses,
    status: promoStatus(record, now),
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt?.toISOString() ?? null,
    scope: record.scope,
    courseCategories: record.courseCategories.map((category) => ({ uuid: category.id, name: category.name })),
    ownerId: record.ownerId,
  };
}
