import createFetchClient from 'openapi-fetch';
import type { paths } from './schema.gen';

/**
 * A client typed by the generated OpenAPI schema; the session travels in the cookie. Apart from the query cache
 * (lib/api/client), so that the embeddable calendar's small bundle calls the API the same way.
 */
export const createApiClient = (baseUrl = '', headers?: Record<string, string>) => createFetchClient<paths>({ baseUrl, credentials: 'include', headers });
export type ApiClient = ReturnType<typeof createApiClient>;

/** The seeds' error shapes: `{ message }` or `[{ message }]`; an empty list means 'Please try again later'. */
export function errorMessage(error: unknown, fallback = 'Please try again later'): string {
  if (Array.isArray(error)) return typeof error[0]?.message === 'string' ? error[0].message : fallback;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return fallback;
}

/** A refused call that keeps the reply's status, for pages that answer differently to it (e.g. 404: nothing there). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The reply's data, or an ApiError with its status and the API's message. */
export async function dataOrApiError<T>(reply: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await reply;
  if (!response.ok) throw new ApiError(response.status, errorMessage(error));
  return data as T;
}
