import { fetchClient } from '../../../lib/api/client';

/**
 * Promoter links (/promote/{username}/{eventId}): asks the API to remember who promoted the event (an httpOnly
 * cookie it sets for 30 days, read when the visitor orders). Whether it worked: the visitor goes on either way.
 */
export async function rememberPromoter(eventId: string, promoterUsername: string): Promise<boolean> {
  try {
    const { error } = await fetchClient.POST('/client_side_api/v1/cookies/set', { body: { courseId: eventId, promoterUsername, name: 'promoter' } });
    return !error;
  } catch {
    return false;
  }
}
