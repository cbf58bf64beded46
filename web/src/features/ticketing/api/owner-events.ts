import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage, fetchClient } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

export type OwnerEventRow = components['schemas']['OwnerEventRowResponse'];
export type OwnerEventsPage = components['schemas']['OwnerEventsResponse'];
export type OwnerEventsParams = operations['listOwnerEvents']['parameters']['query'];
export type EventsSort = NonNullable<OwnerEventsParams['sort']>;

/** Seed 001 §2.2: the events list shows 25 per page. */
export const EVENTS_PER_PAGE = 25;
/** Pages as large as the API gives, so an export needs few calls. */
export const EXPORT_PAGE_SIZE = 100;

/** Reads one page of the owner's events: the API, or in tests anything that answers the same way. */
export type LoadOwnerEvents = (params: OwnerEventsParams) => Promise<OwnerEventsPage>;

export const loadOwnerEvents: LoadOwnerEvents = async (query) => {
  const { data, error } = await fetchClient.GET('/client_side_api/v1/profile_management/events', { params: { query } });
  if (!data) throw new Error(errorMessage(error));
  return data;
};

export const ownerEventsKey = (params: OwnerEventsParams) => ['owner-events', params] as const;

/** One page; the page shown stays while the next one (search, sort, page) loads. */
export const useOwnerEvents = (params: OwnerEventsParams, load: LoadOwnerEvents = loadOwnerEvents) =>
  useQuery({ queryKey: ownerEventsKey(params), queryFn: () => load(params), placeholderData: keepPreviousData, retry: false });
