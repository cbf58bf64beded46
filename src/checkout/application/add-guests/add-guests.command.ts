import type { GuestInput } from '../../domain/guests.js';

export interface AddGuestsBody {
  /** The date (sub-event) the guests come to. */
  eventDateId: string;
  tickets: { id: string; quantity: number }[];
  guests?: GuestInput[];
}

/** An organizer (or the event's door staff) adds guests to a date of the event: tickets without payment. */
export class AddGuestsCommand {
  constructor(
    readonly eventId: string,
    readonly body: AddGuestsBody,
  ) {}
}

export interface GuestsAdded {
  orderId: string;
  registrationIds: string[];
  message: string;
}
