import type { PlaceStatus } from '../seating-snapshot/seat-statuses.js';

/** One place of a date as the organizer sees it: its status and, once sold, who sits there. */
export interface EventSeatView {
  label: string;
  place: number;
  status: PlaceStatus;
  holder: { name: string; registrationId: string; orderId: string } | null;
}

export const EVENT_SEATS_MESSAGES = {
  /** `{labels}`: comma-separated. */
  taken: 'Seats {labels} are taken',
  unknown: 'Seats {labels} are not on the chart',
} as const;
