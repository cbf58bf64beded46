import createClient from 'openapi-react-query';
import { createApiClient } from './fetch-client';

export { ApiError, createApiClient, dataOrApiError, errorMessage } from './fetch-client';

/** The only way the web app talks to the API. */
export const fetchClient = createApiClient();
export const $api = createClient(fetchClient);
