import { Command } from '@nestjs/cqrs';

/** Delete one of the owner's codes; orders already completed with it keep their discount. */
export class DeletePromoCodeCommand extends Command<{ message: string }> {
  constructor(
    readonly ownerId: string,
    readonly promoCodeId: string,
  ) {
    super();
  }
}
