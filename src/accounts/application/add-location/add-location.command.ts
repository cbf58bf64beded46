import { Command } from '@nestjs/cqrs';
import type { LocationInput } from '../../domain/card-reader-rules.js';

/** Record a venue of the owner (with the payment provider too), where card readers are then registered. */
export class AddLocationCommand extends Command<{ id: string }> {
  constructor(
    readonly ownerId: string,
    readonly location: LocationInput,
  ) {
    super();
  }
}
