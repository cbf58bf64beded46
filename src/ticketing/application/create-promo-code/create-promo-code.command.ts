import { Command } from '@nestjs/cqrs';
import type { PromoCodeInput } from '../../domain/promo-codes.js';
import type { PromoCodeView } from '../promo-code-view.js';

/** Add a global promo code for an owner, in the owner's currency. */
export class CreatePromoCodeCommand extends Command<PromoCodeView> {
  constructor(
    readonly ownerId: string,
    readonly input: PromoCodeInput,
  ) {
    super();
  }
}
