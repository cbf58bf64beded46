import { pageParam, textParam } from '../../lib/search-params';
import type { SortOrder } from '../../components/ui/data-table';
import type { PatronsParams, RevenueDimension, TransactionsParams } from './api/reports';

/** Reading the reports' URL state: anything unknown or malformed is left out (the page's default applies). */

export const sortOrderParam = (value: unknown): SortOrder | undefined => (value === 'asc' || value === 'desc' ? value : undefined);

/** search, page, sortBy (one of the list's keys) and sortOrder. */
export function listSearch<K extends string>(search: Record<string, unknown>, sortKeys: readonly K[]): { search?: string; page?: number; sortBy?: K; sortOrder?: SortOrder } {
  return {
    search: textParam(search.search),
    page: pageParam(search.page),
    sortBy: sortKeys.find((key) => key === search.sortBy),
    sortOrder: sortOrderParam(search.sortOrder),
  };
}

export type OrdersSortKey = NonNullable<TransactionsParams['sortBy']>;
export type ProductType = NonNullable<TransactionsParams['type']>;
export const ORDER_SORT_KEYS: OrdersSortKey[] = ['id', 'date', 'customer', 'amount', 'paymentMethod', 'status', 'product'];
export const PRODUCT_TYPES: { value: ProductType; label: string }[] = [
  { value: 'Course', label: 'Events' },
  { value: 'MembershipTier', label: 'Memberships' },
  { value: 'ArtistVideo', label: 'Videos' },
];

/** The orders list's state, kept in the URL (seed 001 §2.2). */
export interface OrdersSearch {
  search?: string;
  page?: number;
  type?: ProductType;
  sortBy?: OrdersSortKey;
  sortOrder?: SortOrder;
}

export const ordersSearch = (search: Record<string, unknown>): OrdersSearch => ({
  ...listSearch(search, ORDER_SORT_KEYS),
  type: PRODUCT_TYPES.find((t) => t.value === search.type)?.value,
});

export type PatronsSortKey = NonNullable<PatronsParams['sortBy']>;
export const PATRON_SORT_KEYS: PatronsSortKey[] = ['firstName', 'email', 'totalAmount', 'orderCount'];

export interface PatronsSearch {
  search?: string;
  page?: number;
  sortBy?: PatronsSortKey;
  sortOrder?: SortOrder;
}

export const patronsSearch = (search: Record<string, unknown>): PatronsSearch => listSearch(search, PATRON_SORT_KEYS);

/** Seed 001 §2.2: the revenue table's dimensions ('course' is shown as Event). */
export const DIMENSIONS: { value: RevenueDimension; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'date', label: 'Date' },
  { value: 'year', label: 'Year' },
  { value: 'course', label: 'Event' },
  { value: 'category', label: 'Category' },
  { value: 'attendee', label: 'Attendee' },
];

export type RevenueOrder = 'dimension_asc' | 'dimension_desc';

export interface RevenueSearch {
  dimension?: RevenueDimension;
  order?: RevenueOrder;
}

export const revenueSearch = (search: Record<string, unknown>): RevenueSearch => ({
  dimension: DIMENSIONS.find((d) => d.value === search.dimension)?.value,
  order: search.order === 'dimension_desc' || search.order === 'dimension_asc' ? search.order : undefined,
});
