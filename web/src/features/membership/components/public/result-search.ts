/** The query parameters the backend returns to after a subscribe attempt, and the claim link's token of an invitation e-mail. */
export interface SubscribeResultSearch {
  error_message?: string;
  success_message?: string;
  claim?: string;
}

export const validateResultSearch = (search: Record<string, unknown>): SubscribeResultSearch => ({
  ...(typeof search.error_message === 'string' ? { error_message: search.error_message } : {}),
  ...(typeof search.success_message === 'string' ? { success_message: search.success_message } : {}),
  ...(typeof search.claim === 'string' ? { claim: search.claim } : {}),
});
