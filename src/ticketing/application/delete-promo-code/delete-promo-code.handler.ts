import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROMO_CODE_MESSAGES } from '../../domain/promo-codes.js';
import { PromoCodeRepository } from '../ports/promo-code-repository.port.js';
import { findOwnPromoCode } from '../promo-code-input.js';
import { DeletePromoCodeCommand } from './delete-promo-code.command.js';

@CommandHandler(DeletePromoCodeCommand)
export class DeletePromoCodeHandler implements ICommandHandler<DeletePromoCodeCommand> {
  constructor(private readonly codes: PromoCodeRepository) {}

  async execute({ ownerId, promoCodeId }: DeletePromoCodeCommand): Promise<{ message: string }> {
    await this.codes.delete(await findOwnPromoCode(this.codes, ownerId, promoCodeId));
    return { message: PROMO_CODE_MESSAGES.deleted };
  }
}
