import { Command } from '@nestjs/cqrs';

/** Delete a tier that never had members (one with members can only be hidden). */
export class DeleteTierCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly tierId: string,
  ) {
    super();
  }
}
