import { Command } from '@nestjs/cqrs';
import type { PromoCodeInput } from '../../domain/promo-codes.js';
import type { PromoCodeView } from '../promo-code-view.js';

/** Change a code and its terms (its uses stay); its currency follows the owner's. */
export class UpdatePromoCodeCommand extends Command<PromoCodeView> {
  constructor(
    readonly ownerId: string,
    readonly promoCodeId: string,
    readonly input: PromoCodeInput,
  ) {
    super();
  }
}
