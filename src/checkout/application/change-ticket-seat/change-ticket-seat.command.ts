import { Command } from '@nestjs/cqrs';

/** Moves a sold ticket (a registration) to the seat `seatLabel` of its date. */
export class ChangeTicketSeatCommand extends Command<{ message: string }> {
  constructor(
    readonly itemId: string,
    readonly seatLabel: string,
  ) {
    super();
  }
}
