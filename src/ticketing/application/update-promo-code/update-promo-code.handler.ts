import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { checkPromoCode, PROMO_CODE_MESSAGES } from '../../domain/promo-codes.js';
import { PromoCodeRepository } from '../ports/promo-code-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { checkedTerms, findOwnPromoCode, ownerCurrency, withCategories } from '../promo-code-input.js';
import { promoCodeView, type PromoCodeView } from '../promo-code-view.js';
import { UpdatePromoCodeCommand } from './update-promo-code.command.js';

@CommandHandler(UpdatePromoCodeCommand)
export class UpdatePromoCodeHandler implements ICommandHandler<UpdatePromoCodeCommand> {
  constructor(
    private readonly codes: PromoCodeRepository,
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, promoCodeId, input }: UpdatePromoCodeCommand): Promise<PromoCodeView> {
    const existing = await findOwnPromoCode(this.codes, ownerId, promoCodeId);
    const currency = await ownerCurrency(this.profiles, ownerId);
    const { fields, categories } = await checkedTerms(this.queries, checkPromoCode(input, currency));
    const code = { ...existing, ...fields, currency };
    if (!(await this.codes.update(code))) throw new ValidationFailed([PROMO_CODE_MESSAGES.codeExists], 'conflict');
    return promoCodeView(withCategories(code, categories), this.clock.now());
  }
}
