import { Command } from '@nestjs/cqrs';
import type { DoorTicketView } from './check-in.command.js';

export interface CheckedOut extends DoorTicketView {
  status: 'active';
  checkedOutAt: string;
  /** 'Check-in undone'. */
  message: string;
}

/** Undo the check-in of a ticket of the event (a check-out); the ticket may be checked in again. */
export class CheckOutCommand extends Command<CheckedOut> {
  constructor(
    readonly eventId: string,
    readonly registrationId: string,
  ) {
    super();
  }
}
