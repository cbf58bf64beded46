import type { BoxOfficeBody } from '../box-office-selection.js';

export type AddGuestsBody = BoxOfficeBody;

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
