import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  placeId: string;
  description: string;
  components: { long_name: string; short_name: string; types: string[] }[];
  location?: { lat: number; lng: number };
}

/** One call the fake received. */
export interface MapsCall {
  path: string;
  query: URLSearchParams;
}

/**
 * A local HTTP server speaking Google's Places web service protocol (Autocomplete and Place Details, JSON,
 * `status` in the body), holding the places given to it; a wrong key is refused as Google refuses it.
 */
export class FakeGoogleMaps {
  readonly calls: MapsCall[] = [];
  private server!: Server;

  constructor(
    private readonly apiKey: string,
    readonly places: FakePlace[],
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      this.calls.push({ path: url.pathname, query: url.searchParams });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.answer(url)));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));

  private answer(url: URL): Record<string, unknown> {
    const query = url.searchParams;
    if (query.get('key') !== this.apiKey) return { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' };
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = query.get('input')?.toLowerCase() ?? '';
      if (!input) return { status: 'INVALID_REQUEST', predictions: [] };
      const found = this.places.filter((p) => p.description.toLowerCase().includes(input));
      return { status: found.length ? 'OK' : 'ZERO_RESULTS', predictions: found.map((p) => ({ description: p.description, place_id: p.placeId, types: ['premise', 'geocode'] })) };
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const place = this.places.find((p) => p.placeId === query.get('place_id'));
      if (!place) return { status: 'NOT_FOUND', html_attributions: [] };
      return { status: 'OK', html_attributions: [], result: { address_components: place.components, ...(place.location ? { geometry: { location: place.location } } : {}) } };
    }
    return { status: 'INVALID_REQUEST', error_message: `Unknown path ${url.pathname}` };
  }
}
