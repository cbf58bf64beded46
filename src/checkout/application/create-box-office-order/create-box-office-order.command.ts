import { Command } from '@nestjs/cqrs';
import type { BoxOfficeBody } from '../box-office-selection.js';

export interface BoxOfficeOrder {
  orderId: string;
  /** What the card reader will charge, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The tickets (registrations once paid). */
  registrationIds: string[];
  /** When the hold on the tickets ends unless the payment completes. */
  expiresAt: string;
}

/** The box office sells tickets of a date to be paid at a card reader (seed 000 §4 'Card-reader payment'). */
export class CreateBoxOfficeOrderCommand extends Command<BoxOfficeOrder> {
  constructor(
    readonly eventId: string,
    readonly body: BoxOfficeBody,
  ) {
    super();
  }
}
