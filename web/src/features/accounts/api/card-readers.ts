import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { searchable } from '../card-readers';

export type CardReader = components['schemas']['CardReaderResponse'];
export type PlaceSuggestion = components['schemas']['PlaceSuggestionResponse'];
export type PlaceAddress = components['schemas']['PlaceAddressResponse'];

export const cardReadersQuery = (ownerId: string) => $api.queryOptions('get', '/client_side_api/v1/stripe_terminals/list_readers', { params: { query: { ownerId } } }, { retry: false });
export const placeSuggestionsQuery = (input: string) =>
  $api.queryOptions('get', '/client_side_api/v1/places/autocomplete', { params: { query: { input: input.trim() } } }, { retry: false, staleTime: 5 * 60_000 });
export const placeQuery = (placeId: string) => $api.queryOptions('get', '/client_side_api/v1/places/{placeId}', { params: { path: { placeId } } }, { retry: false, staleTime: 5 * 60_000 });

export const useCardReaders = (ownerId: string) => useQuery(cardReadersQuery(ownerId));
/** Suggestions for what was typed, asked for only from the minimum length on. */
export const usePlaceSuggestions = (input: string) => useQuery({ ...placeSuggestionsQuery(input), enabled: searchable(input) });

/** The parts of a chosen suggestion (throws the API's `{ message }` when it is not specific enough). */
export function useFetchPlace() {
  const queryClient = useQueryClient();
  return (placeId: string) => queryClient.fetchQuery(placeQuery(placeId));
}

export const useAddLocation = () => $api.useMutation('post', '/client_side_api/v1/profile_management/locations');
export const useAddCardReader = () => $api.useMutation('post', '/client_side_api/v1/stripe_terminals');

/** After a reader is added: the payouts page's list is fetched again. */
export function useRefreshCardReaders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['get', '/client_side_api/v1/stripe_terminals/list_readers'] });
}
