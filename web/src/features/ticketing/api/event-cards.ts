import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

/** Seed 000 §3 "Event card". */
export type EventCardData = components['schemas']['EventCardResponse'];
/** query, ownerId, category, filterDate, featured, startDate, endDate, page, perPage (12 by default, at most 50). */
export type EventCardsParams = NonNullable<operations['listPublicEvents']['parameters']['query']>;

/** A page of published public events; a page keeps showing while the next loads. */
export const eventCardsQuery = (query: EventCardsParams) =>
  $api.queryOptions('get', '/client_side_api/v1/events', { params: { query } }, { placeholderData: keepPreviousData });
