import { Command } from '@nestjs/cqrs';
import type { BoxOfficeBody } from '../box-office-selection.js';

/** How the box office is paid: at one of the owner's card readers, or in cash on the spot. */
export type BoxOfficePayment = 'terminal' | 'cash';

export interface BoxOfficeOrder {
  orderId: string;
  /** What the buyer pays, in minor units of `currency`. */
  amount: number;
  currency: string;
  paymentMethod: BoxOfficePayment;
  /** 'pending' until the card reader's payment completes it; a cash sale is 'completed' at once. */
  status: 'pending' | 'completed';
  /** The tickets (registrations once paid). */
  registrationIds: string[];
  /** When the hold on the tickets ends unless the reader's payment completes; null for a cash sale. */
  expiresAt: string | null;
}

/**
 * The box office sells tickets of a date to someone in person (a personal order, seed 000 §3), paid at a card
 * reader (seed 000 §4 'Card-reader payment') or in cash.
 */
export class CreateBoxOfficeOrderCommand extends Command<BoxOfficeOrder> {
  constructor(
    readonly eventId: string,
    readonly body: BoxOfficeBody,
    readonly paymentMethod: BoxOfficePayment = 'terminal',
  ) {
    super();
  }
}
