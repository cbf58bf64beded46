import { Command } from '@nestjs/cqrs';
import type { Currency } from '../../../shared/money.js';

/** The owner's currency: what their new ticket types are priced in. */
export class UpdatePayoutSettingsCommand extends Command<{ message: string }> {
  constructor(
    readonly ownerId: string,
    readonly currency: Currency,
  ) {
    super();
  }
}
