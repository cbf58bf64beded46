import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type ReferralRow = components['schemas']['ReferralRowResponse'];
export type ReferralPayout = components['schemas']['ReferralPayoutResponse'];

/** Seed 001 §9: the referral and payout tables show 10 per page. */
export const REFERRAL_PAGE_SIZE = 10;

/** The accounts the owner referred with what each earned, and the owner's referral link; the page on show stays while the next loads. */
export const referralsQuery = (ownerId: string, page: number) =>
  $api.queryOptions(
    'get',
    '/client_side_api/v1/profile_management/referrals',
    { params: { query: { ownerId, page, perPage: REFERRAL_PAGE_SIZE } } },
    { retry: false, placeholderData: keepPreviousData },
  );

/** The referral payouts made to the owner, newest first. */
export const referralPayoutsQuery = (ownerId: string, page: number) =>
  $api.queryOptions(
    'get',
    '/client_side_api/v1/profile_management/referral_payouts',
    { params: { query: { ownerId, page, perPage: REFERRAL_PAGE_SIZE } } },
    { retry: false, placeholderData: keepPreviousData },
  );

export const useReferrals = (ownerId: string, page: number) => useQuery(referralsQuery(ownerId, page));
export const useReferralPayouts = (ownerId: string, page: number) => useQuery(referralPayoutsQuery(ownerId, page));

/** A site admin records a referral payout; the payout tables and the admin action log are read again. */
export function useRecordReferralPayout() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/client_side_api/v1/super_admin/referral_payouts', {
    onSuccess: () =>
      Promise.all(
        [
          ['get', '/client_side_api/v1/profile_management/referral_payouts'],
          ['get', '/client_side_api/v1/admin/actions'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
