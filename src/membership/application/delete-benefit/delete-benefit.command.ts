import { Command } from '@nestjs/cqrs';

/** Delete a benefit that was never redeemed and is shown (others can only be hidden). */
export class DeleteBenefitCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly benefitId: string,
  ) {
    super();
  }
}
