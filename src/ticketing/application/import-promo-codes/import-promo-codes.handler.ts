import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { checkBulkPromoCodes, takenMessage } from '../../domain/promo-codes.js';
import { PromoCodeRepository } from '../ports/promo-code-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { checkedTerms, ownerCurrency, withCategories } from '../promo-code-input.js';
import { promoCodeView, type PromoCodeView } from '../promo-code-view.js';
import { ImportPromoCodesCommand } from './import-promo-codes.command.js';

@CommandHandler(ImportPromoCodesCommand)
export class ImportPromoCodesHandler implements ICommandHandler<ImportPromoCodesCommand> {
  constructor(
    private readonly codes: PromoCodeRepository,
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, input }: ImportPromoCodesCommand): Promise<PromoCodeView[]> {
    const currency = await ownerCurrency(this.profiles, ownerId);
    const { fields, categories } = await checkedTerms(this.queries, checkBulkPromoCodes(input, currency));
    const { codes, ...terms } = fields;
    const now = this.clock.now();
    const added = codes.map((code) => ({ id: randomUUID(), ownerId, code, currency, uses: 0, createdAt: now, ...terms }));
    const taken = await this.codes.add(added);
    if (taken.length) throw new ValidationFailed([takenMessage(taken)], 'conflict');
    return added.map((code) => promoCodeView(withCategories(code, categories), now));
  }
}
