import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

export type Transaction = components['schemas']['TransactionResponse'];
export type OrderItem = components['schemas']['ReportOrderItemResponse'];
export type Patron = components['schemas']['PatronResponse'];
export type Activity = components['schemas']['ActivityResponse'];
export type RevenueItem = components['schemas']['RevenueItemResponse'];
export type OrderPromoter = components['schemas']['OrderPromoterResponse'];
export type PromoterSales = components['schemas']['PromoterSalesResponse'];

export type TransactionsParams = operations['listTransactions']['parameters']['query'];
export type PatronsParams = operations['listPatrons']['parameters']['query'];
export type ActivitiesParams = operations['listActivities']['parameters']['query'];
export type RevenueParams = operations['getRevenue']['parameters']['query'];
export type RevenueDimension = NonNullable<RevenueParams['dimension']>;
export type PromoterSalesParams = operations['listPromoterSales']['parameters']['query'];

/** Seed 001 §9: orders and activities 50 per page; a patron's orders and activity 10. */
export const ORDERS_PER_PAGE = 50;
export const ACTIVITIES_PER_PAGE = 50;
export const PATRON_DETAIL_PER_PAGE = 10;
/** Sales by promoter, 10 per page. */
export const PROMOTERS_PER_PAGE = 10;

// A page keeps showing while the next one (another sort, search or page) loads.
const listOptions = { placeholderData: keepPreviousData, retry: false } as const;

export const transactionsQuery = (query: TransactionsParams) => $api.queryOptions('get', '/client_side_api/v1/profile_management/transactions', { params: { query } }, listOptions);
export const transactionQuery = (id: string, ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/transactions/{id}', { params: { path: { id }, query: { ownerId } } }, { retry: false });
export const patronsQuery = (query: PatronsParams) => $api.queryOptions('get', '/client_side_api/v1/profile_management/patrons', { params: { query } }, listOptions);
export const patronQuery = (id: string, ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/patrons/{id}', { params: { path: { id }, query: { ownerId } } }, { retry: false });
export const activitiesQuery = (query: ActivitiesParams) => $api.queryOptions('get', '/client_side_api/v1/profile_management/activities', { params: { query } }, listOptions);
export const revenueQuery = (query: RevenueParams) => $api.queryOptions('get', '/client_side_api/v1/profile_management/revenue', { params: { query } }, listOptions);
export const promoterSalesQuery = (query: PromoterSalesParams) => $api.queryOptions('get', '/client_side_api/v1/reporting/promoters', { params: { query } }, listOptions);

export const useTransactions = (query: TransactionsParams) => useQuery(transactionsQuery(query));
export const useTransaction = (id: string, ownerId: string) => useQuery(transactionQuery(id, ownerId));
export const usePatrons = (query: PatronsParams) => useQuery(patronsQuery(query));
export const usePatron = (id: string, ownerId: string) => useQuery(patronQuery(id, ownerId));
export const useActivities = (query: ActivitiesParams) => useQuery(activitiesQuery(query));
export const useRevenue = (query: RevenueParams) => useQuery(revenueQuery(query));
export const usePromoterSales = (query: PromoterSalesParams) => useQuery(promoterSalesQuery(query));

/** Refund or cancel one ticket: the server's message on success, its error (or none) on failure. */
export async function changeOrderItem(action: 'refund' | 'cancel', id: string): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const fallback = 'Something went wrong, please try again';
  try {
    const path = action === 'refund' ? '/client_side_api/v1/order_items/{id}/refund' : '/client_side_api/v1/order_items/{id}/cancel';
    const { data, error } = await fetchClient.POST(path, { params: { path: { id } } });
    if (error || !data) return { ok: false, message: errorMessage(error, fallback) };
    return { ok: true, message: data.message || (action === 'refund' ? 'Registration refunded' : 'Registration cancelled') };
  } catch {
    return { ok: false, message: fallback };
  }
}

/** Plain fetches of one page, for exports that walk every page. */
export const reportPages = {
  transactions: async (query: TransactionsParams) => {
    const { data, error } = await fetchClient.GET('/client_side_api/v1/profile_management/transactions', { params: { query: { ...query, detailed: 'true' } } });
    if (error || !data) throw new Error(errorMessage(error));
    return data;
  },
  patrons: async (query: PatronsParams) => {
    const { data, error } = await fetchClient.GET('/client_side_api/v1/profile_management/patrons', { params: { query } });
    if (error || !data) throw new Error(errorMessage(error));
    return data;
  },
  activities: async (query: ActivitiesParams) => {
    const { data, error } = await fetchClient.GET('/client_side_api/v1/profile_management/activities', { params: { query } });
    if (error || !data) throw new Error(errorMessage(error));
    return data;
  },
};
