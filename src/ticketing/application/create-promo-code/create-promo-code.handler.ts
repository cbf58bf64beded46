import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { checkPromoCode, PROMO_CODE_MESSAGES } from '../../domain/promo-codes.js';
import { PromoCodeRepository } from '../ports/promo-code-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { checkedTerms, ownerCurrency, withCategories } from '../promo-code-input.js';
import { promoCodeView, type PromoCodeView } from '../promo-code-view.js';
import { CreatePromoCodeCommand } from './create-promo-code.command.js';

@CommandHandler(CreatePromoCodeCommand)
export class CreatePromoCodeHandler implements ICommandHandler<CreatePromoCodeCommand> {
  constructor(
    private readonly codes: PromoCodeRepository,
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, input }: CreatePromoCodeCommand): Promise<PromoCodeView> {
    const currency = await ownerCurrency(this.profiles, ownerId);
    const { fields, categories } = await checkedTerms(this.queries, checkPromoCode(input, currency));
    const now = this.clock.now();
    const code = { id: randomUUID(), ownerId, currency, uses: 0, createdAt: now, ...fields };
    if ((await this.codes.add([code])).length) throw new ValidationFailed([PROMO_CODE_MESSAGES.codeExists], 'conflict');
    return promoCodeView(withCategories(code, categories), now);
  }
}
