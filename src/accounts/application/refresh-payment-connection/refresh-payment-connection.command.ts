import { Command } from '@nestjs/cqrs';
import type { PaymentConnectionView } from '../payout-views.js';

/** Reads the owner's account back from the provider and keeps what it may do. */
export class RefreshPaymentConnectionCommand extends Command<PaymentConnectionView> {
  constructor(readonly ownerId: string) {
    super();
  }
}
