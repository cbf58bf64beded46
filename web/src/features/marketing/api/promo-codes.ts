import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

const CODES = '/client_side_api/v1/profile_management/promo_codes';
const CODE = '/client_side_api/v1/profile_management/promo_codes/{id}';
const BULK = '/client_side_api/v1/profile_management/promo_codes/create_bulk';
const CATEGORIES = '/client_side_api/v1/course_categories';
const OWNER_SETTINGS = '/client_side_api/v1/profiles/{id}/settings';

export type PromoCodesPage = MethodResponse<typeof $api, 'get', typeof CODES>;
export type PromoCode = MethodResponse<typeof $api, 'get', typeof CODE>;
export type PromoCodesParams = NonNullable<paths[typeof CODES]['get']['parameters']['query']>;
export type PromoCodeSort = NonNullable<PromoCodesParams['sort']>;
export type Category = MethodResponse<typeof $api, 'get', typeof CATEGORIES>[number];

// ---- Reads ----

export const promoCodesQuery = (params: PromoCodesParams) => $api.queryOptions('get', CODES, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });
export function promoCodeQuery(id: string, ownerId: string) {
  const init = { params: { path: { id }, query: { ownerId } } };
  return {
    ...$api.queryOptions('get', CODE, init, { retry: false, staleTime: 0 }),
    // Refusals keep their status: 404 is a code that is not there, anything else a failure to load.
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET(CODE, { ...init, signal })),
  };
}
/** The event categories a code can be limited to. */
export const categoriesQuery = () => $api.queryOptions('get', CATEGORIES, {}, { retry: false, staleTime: Infinity });
/** The owner's settings: a new code's amount is in the owner's currency. */
export const ownerSettingsQuery = (ownerId: string) => $api.queryOptions('get', OWNER_SETTINGS, { params: { path: { id: ownerId } } }, { retry: false });

export const usePromoCodes = (params: PromoCodesParams) => useQuery(promoCodesQuery(params));
export const usePromoCode = (id: string | undefined, ownerId: string) => useQuery({ ...promoCodeQuery(id ?? '', ownerId), enabled: !!id });
export const useCategories = () => useQuery(categoriesQuery());
export const useOwnerCurrency = (ownerId: string) => useQuery({ ...ownerSettingsQuery(ownerId), select: (settings) => settings.currency });

// ---- Writes: each refreshes the list and the code. ----

export function usePromoCodeMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => void Promise.all([CODES, CODE].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
  return {
    create: $api.useMutation('post', CODES, { onSuccess }),
    createBulk: $api.useMutation('post', BULK, { onSuccess }),
    update: $api.useMutation('patch', CODE, { onSuccess }),
    remove: $api.useMutation('delete', CODE, { onSuccess }),
  };
}
