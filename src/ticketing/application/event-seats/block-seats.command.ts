import { Command } from '@nestjs/cqrs';

/** Marks seats of a date not for sale or kept for guests, or for sale again (`blocked` null). */
export class BlockSeatsCommand extends Command<true> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
    readonly labels: readonly string[],
    readonly blocked: 'not_for_sale' | 'kept' | null,
  ) {
    super();
  }
}
