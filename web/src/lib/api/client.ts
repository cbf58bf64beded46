import createFetchClient from 'openapi-fetch';
import createClient from 'openapi-react-query';
import type { paths } from './schema.gen';

/** The only way the web app talks to the API: typed by the generated OpenAPI schema, session by cookie. */
export const fetchClient = createFetchClient<paths>({ baseUrl: '', credentials: 'include' });
export const $api = createClient(fetchClient);

/** The seeds' error shapes: `{ message }` or `[{ message }]`; an empty list means 'Please try again later'. */
export function errorMessage(error: unknown, fallback = 'Please try again later'): string {
  if (Array.isArray(error)) return typeof error[0]?.message === 'string' ? error[0].message : fallback;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return fallback;
}
