import { Command } from '@nestjs/cqrs';
import type { BillingFacts } from '../../domain/billing-facts.js';

/** Record what the payment provider told about a subscription; duplicates and stale news append nothing. */
export class RecordBillingEventCommand extends Command<{ subscriptionId: string }> {
  constructor(readonly facts: BillingFacts) {
    super();
  }
}
