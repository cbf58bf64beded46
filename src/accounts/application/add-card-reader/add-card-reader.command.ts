import { Command } from '@nestjs/cqrs';
import type { CardReaderView } from '../account-views.js';

/** Register a card reader of the owner at one of the owner's locations, with the code the reader shows. */
export class AddCardReaderCommand extends Command<Omit<CardReaderView, 'stripeReaderId'>> {
  constructor(
    readonly ownerId: string,
    readonly input: { name?: string; locationId?: string; pairingCode?: string },
  ) {
    super();
  }
}
