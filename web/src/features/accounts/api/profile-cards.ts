import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

export type ProfileCardData = components['schemas']['ProfileCardResponse'];
export type ProfileCardsParams = NonNullable<operations['searchProfiles']['parameters']['query']>;

/** A page of the profile directory (search, artists by followers, organizers); a page keeps showing while the next loads. */
export const profileCardsQuery = (query: ProfileCardsParams) =>
  $api.queryOptions('get', '/client_side_api/v1/profiles', { params: { query } }, { placeholderData: keepPreviousData });
