import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-react-query';
import { $api, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

/** The settings are read by the same public call the membership page uses (the private id only for managers). */
export { membershipSettingsQuery, useMembershipSettings, type MembershipSettings } from './public';

const TIERS = '/client_side_api/v1/profile_management/membership_tiers';
const TIER = '/client_side_api/v1/profile_management/membership_tiers/{id}';
const TIER_ARCHIVE = '/client_side_api/v1/profile_management/membership_tiers/{id}/archive';
const TIER_RESTORE = '/client_side_api/v1/profile_management/membership_tiers/{id}/restore';
const BENEFITS = '/client_side_api/v1/profile_management/membership_discounts';
const BENEFIT = '/client_side_api/v1/profile_management/membership_discounts/{id}';
const BENEFIT_ARCHIVE = '/client_side_api/v1/profile_management/membership_discounts/{id}/archive';
const BENEFIT_RESTORE = '/client_side_api/v1/profile_management/membership_discounts/{id}/restore';
const MEMBERS = '/client_side_api/v1/profile_management/membership_subscriptions';
const MEMBER = '/client_side_api/v1/profile_management/membership_subscriptions/{id}';
const MEMBERS_EXPORT = '/client_side_api/v1/profile_management/membership_subscriptions/export';
const SETTINGS = '/client_side_api/v1/profiles/{id}/membership_settings';
const SAVE_SETTINGS = '/client_side_api/v1/profile_management/membership_settings/{ownerId}';
const TICKET_OPTIONS = '/client_side_api/v1/profile_management/membership_ticket_options';
const CATEGORIES = '/client_side_api/v1/course_categories';
const OWNER_SETTINGS = '/client_side_api/v1/profiles/{id}/settings';

export type MembershipTier = MethodResponse<typeof $api, 'get', typeof TIER>;
export type MembershipBenefit = MethodResponse<typeof $api, 'get', typeof BENEFIT>;
export type MembersPage = MethodResponse<typeof $api, 'get', typeof MEMBERS>;
export type Member = MethodResponse<typeof $api, 'get', typeof MEMBER>;
export type TicketOption = MethodResponse<typeof $api, 'get', typeof TICKET_OPTIONS>[number];
export type Category = MethodResponse<typeof $api, 'get', typeof CATEGORIES>[number];

export type BenefitsParams = NonNullable<paths[typeof BENEFITS]['get']['parameters']['query']>;
export type MembersParams = NonNullable<paths[typeof MEMBERS]['get']['parameters']['query']>;

// ---- Reads ----

export const tiersQuery = (ownerId: string, query = '') =>
  $api.queryOptions('get', TIERS, { params: { query: { ownerId, ...(query ? { query } : {}) } } }, { retry: false, placeholderData: keepPreviousData });
export const tierQuery = (id: string) => $api.queryOptions('get', TIER, { params: { path: { id } } }, { retry: false, staleTime: 0 });
export const benefitsQuery = (params: BenefitsParams) => $api.queryOptions('get', BENEFITS, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });
export const benefitQuery = (id: string) => $api.queryOptions('get', BENEFIT, { params: { path: { id } } }, { retry: false, staleTime: 0 });
export const membersQuery = (params: MembersParams) => $api.queryOptions('get', MEMBERS, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });
export const memberQuery = (id: string) => $api.queryOptions('get', MEMBER, { params: { path: { id } } }, { retry: false, staleTime: 0 });
export const ticketOptionsQuery = (ownerId: string) => $api.queryOptions('get', TICKET_OPTIONS, { params: { query: { ownerId } } }, { retry: false });
/** The event categories, the same call the event form uses. */
export const categoriesQuery = () => $api.queryOptions('get', CATEGORIES, {}, { retry: false, staleTime: Infinity });
/** The owner's account settings: new tiers and benefits are in its currency. */
export const ownerSettingsQuery = (ownerId: string) => $api.queryOptions('get', OWNER_SETTINGS, { params: { path: { id: ownerId } } }, { retry: false });

export const useTiers = (ownerId: string, query = '') => useQuery(tiersQuery(ownerId, query));
export const useTier = (id: string | undefined) => useQuery({ ...tierQuery(id ?? ''), enabled: !!id });
export const useBenefits = (params: BenefitsParams) => useQuery(benefitsQuery(params));
export const useBenefit = (id: string | undefined) => useQuery({ ...benefitQuery(id ?? ''), enabled: !!id });
export const useMembers = (params: MembersParams) => useQuery(membersQuery(params));
export const useMember = (id: string | undefined) => useQuery({ ...memberQuery(id ?? ''), enabled: !!id });
export const useTicketOptions = (ownerId: string) => useQuery(ticketOptionsQuery(ownerId));
export const useCategories = () => useQuery(categoriesQuery());
export const useOwnerCurrency = (ownerId: string) => useQuery({ ...ownerSettingsQuery(ownerId), select: (settings) => settings.currency });

/** Every member matching the filters, for the export (no paging). */
export async function exportMembers(params: Omit<MembersParams, 'page' | 'perPage'>): Promise<Member[]> {
  const { data, error } = await fetchClient.GET(MEMBERS_EXPORT, { params: { query: params } });
  if (error !== undefined || !data) throw error ?? new Error('No export');
  return data;
}

// ---- Writes: each refreshes the lists it changes (a tier's name shows in benefits and members too). ----

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([TIERS, TIER, BENEFITS, BENEFIT, MEMBERS, MEMBER].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}

export function useTierMutations() {
  const refresh = useRefresh();
  const onSuccess = () => void refresh();
  return {
    create: $api.useMutation('post', TIERS, { onSuccess }),
    update: $api.useMutation('patch', TIER, { onSuccess }),
    remove: $api.useMutation('delete', TIER, { onSuccess }),
    archive: $api.useMutation('post', TIER_ARCHIVE, { onSuccess }),
    restore: $api.useMutation('post', TIER_RESTORE, { onSuccess }),
  };
}

export function useBenefitMutations() {
  const refresh = useRefresh();
  const onSuccess = () => void refresh();
  return {
    create: $api.useMutation('post', BENEFITS, { onSuccess }),
    update: $api.useMutation('patch', BENEFIT, { onSuccess }),
    remove: $api.useMutation('delete', BENEFIT, { onSuccess }),
    archive: $api.useMutation('post', BENEFIT_ARCHIVE, { onSuccess }),
    restore: $api.useMutation('post', BENEFIT_RESTORE, { onSuccess }),
  };
}

export function useMemberMutations() {
  const refresh = useRefresh();
  const onSuccess = () => void refresh();
  return {
    create: $api.useMutation('post', MEMBERS, { onSuccess }),
    update: $api.useMutation('patch', MEMBER, { onSuccess }),
    remove: $api.useMutation('delete', MEMBER, { onSuccess }),
  };
}

export function useSaveMembershipSettings() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', SAVE_SETTINGS, { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', SETTINGS] }) });
}
