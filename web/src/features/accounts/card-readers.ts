import * as schemas from '../../lib/api/contract.gen';

const locationRequest = schemas.AddLocationRequest;

/** Seed 001 §5 'Card reader' messages (from the API's contract) and §8's toasts. */
export const CARD_READER_TEXT = {
  ...locationRequest['x-messages'],
  added: 'Card reader added',
  failed: 'Failed to add card reader',
  notConnectedReason: 'Connect a Stripe account to add card readers.',
} as const;

/** The address search starts at 3 characters (seed 001 §9) and waits for a 300 ms pause in typing. */
export const ADDRESS_SEARCH_MIN_LENGTH = locationRequest['x-address-search-min-length'];
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Card readers are registered in the US only. */
export const CARD_READER_COUNTRY = locationRequest['x-country'];

export const searchable = (text: string) => text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;

export const payoutsPath = (username: string) => `/manage/${username}/settings/payouts`;
export const addCardReaderPath = (username: string) => `${payoutsPath(username)}/add-card-reader`;

/** The next option of a suggestion list for an arrow key, wrapping around; -1 when the list is empty. */
export function nextOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}
