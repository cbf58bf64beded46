import type { AppConfig } from '../../shared/config.js';
import { Maps, type PlaceSuggestion } from '../application/ports/maps.port.js';
import type { Place } from '../domain/card-reader-rules.js';

interface GoogleAnswer {
  status: string;
  error_message?: string;
}
interface AutocompleteAnswer extends GoogleAnswer {
  predictions?: { description: string; place_id: string }[];
}
interface DetailsAnswer extends GoogleAnswer {
  result?: {
    address_components?: { long_name: string; short_name: string; types: string[] }[];
    geometry?: { location?: { lat: number; lng: number } };
  };
}

/** Google's answers for a place id that names nothing (the caller then says the address is not valid). */
const NO_PLACE = new Set(['NOT_FOUND', 'INVALID_REQUEST', 'ZERO_RESULTS']);

/** Google Places (Autocomplete and Place Details web services) behind the maps port, for US addresses. */
export class GoogleMaps extends Maps {
  private readonly base: string;

  constructor(private readonly settings: NonNullable<AppConfig['googleMaps']>) {
    super();
    this.base = (settings.apiBase ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  }

  async autocomplete(input: string): Promise<PlaceSuggestion[]> {
    const answer = await this.get<AutocompleteAnswer>('/maps/api/place/autocomplete/json', { input, types: 'geocode', region: 'us', components: 'country:us' });
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK') throw failure('autocomplete', answer);
    return (answer.predictions ?? []).map((p) => ({ description: p.description, placeId: p.place_id }));
  }

  async place(placeId: string): Promise<Place | null> {
    if (!placeId) return null;
    const answer = await this.get<DetailsAnswer>('/maps/api/place/details/json', { place_id: placeId, fields: 'address_components,geometry' });
    if (NO_PLACE.has(answer.status)) return null;
    if (answer.status !== 'OK' || !answer.result) throw failure('place details', answer);
    const location = answer.result.geometry?.location;
    return {
      addressComponents: (answer.result.address_components ?? []).map((c) => ({ longName: c.long_name, shortName: c.short_name, types: c.types })),
      lat: location?.lat ?? null,
      long: location?.lng ?? null,
    };
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(this.base + path);
    for (const [name, value] of Object.entries({ ...query, key: this.settings.apiKey })) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Google Places answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }
}

/** Quota, key or service problems: not the user's doing, so they go to the logs as errors. */
const failure = (call: string, answer: GoogleAnswer) => new Error(`Google Places ${call} answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`);
