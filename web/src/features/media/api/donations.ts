import { fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

/** A donation to a video's owner: its status and the card payment to make. */
export type Donation = paths['/client_side_api/v1/video_donations']['post']['responses'][201]['content']['application/json'];

/** The donation calls; each answers data or the API's error body. */
export const donationsApi = {
  start: (videoId: string, amount: number) => fetchClient.POST('/client_side_api/v1/video_donations', { body: { videoId, amount } }),
  get: (id: string) => fetchClient.GET('/client_side_api/v1/video_donations/{id}', { params: { path: { id } } }),
};
