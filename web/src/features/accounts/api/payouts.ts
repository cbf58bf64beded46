import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type PaymentConnection = components['schemas']['PaymentConnectionResponse'];
export type Payout = components['schemas']['PayoutRowResponse'];
export type CurrencyInfo = components['schemas']['CurrencyResponse'];

const connectionKey = ['get', '/client_side_api/v1/profile_management/stripe'] as const;

/** The owner's payment connection: account id, whether it may charge cards, currency, and which gateway runs. */
export const usePaymentConnection = (ownerId: string | undefined) =>
  useQuery({ ...$api.queryOptions('get', '/client_side_api/v1/profile_management/stripe', { params: { query: { ownerId: ownerId ?? '' } } }, { retry: false }), enabled: !!ownerId });

/** Paid payouts, 10 a page; the page on show stays while the next loads. */
export const usePayouts = (ownerId: string | undefined, page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/client_side_api/v1/profile_management/payouts', { params: { query: { ownerId: ownerId ?? '', page } } }, { retry: false, placeholderData: keepPreviousData }),
    enabled: !!ownerId,
  });

/** The supported currencies with their card fees (constants: fetched once). */
export const useCurrencies = () => $api.useQuery('get', '/client_side_api/v1/currencies', {}, { staleTime: Infinity });

/** After a change to the connection: the page's connection and payouts are read again. */
function useConnectionChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([connectionKey, ['get', '/client_side_api/v1/profile_management/payouts']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export const useStartOnboarding = () => $api.useMutation('post', '/client_side_api/v1/profile_management/stripe/onboarding');
export const useRefreshConnection = () => $api.useMutation('post', '/client_side_api/v1/profile_management/stripe/refresh', { onSuccess: useConnectionChanged() });
export const useCompleteDemoOnboarding = () => $api.useMutation('post', '/client_side_api/v1/profile_management/stripe/demo_onboarding', { onSuccess: useConnectionChanged() });
export const useDisconnectStripe = () => $api.useMutation('patch', '/client_side_api/v1/profile_management/stripe/disconnect', { onSuccess: useConnectionChanged() });
export const useLoginLink = () => $api.useMutation('post', '/client_side_api/v1/profile_management/stripe/login_link');
export const useUpdatePayoutSettings = () => $api.useMutation('patch', '/client_side_api/v1/profile_management/payout_settings', { onSuccess: useConnectionChanged() });
