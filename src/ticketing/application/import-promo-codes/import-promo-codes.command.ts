import { Command } from '@nestjs/cqrs';
import type { BulkPromoCodesInput } from '../../domain/promo-codes.js';
import type { PromoCodeView } from '../promo-code-view.js';

/** Add many codes with the same terms at once (a bulk import): all of them, or none. */
export class ImportPromoCodesCommand extends Command<PromoCodeView[]> {
  constructor(
    readonly ownerId: string,
    readonly input: BulkPromoCodesInput,
  ) {
    super();
  }
}
