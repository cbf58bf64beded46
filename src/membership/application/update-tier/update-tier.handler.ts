import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { unprocessable } from '../../../shared/errors.js';
import { checkTier, revisePrices } from '../../domain/membership-rules.js';
import type { TierView } from '../membership-views.js';
import { findOwnTier, orFail, readTier } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { idsOf } from '../tier-input.js';
import { UpdateTierCommand } from './update-tier.command.js';

@CommandHandler(UpdateTierCommand)
export class UpdateTierHandler implements ICommandHandler<UpdateTierCommand> {
  constructor(
    private readonly tiers: TierRepository,
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, tierId, input }: UpdateTierCommand): Promise<TierView> {
    const tier = await findOwnTier(this.tiers, ownerId, tierId);
    const fields = orFail(checkTier(input, tier.currency));
    // Any member, past ones too, keeps their price: it stays as it was.
    const rows = await this.queries.priceMemberRows(tier.prices.map((p) => p.id));
    const subscribed = new Set([...rows].filter(([, count]) => count > 0).map(([id]) => id));
    const revised = revisePrices(tier.prices, fields.prices, subscribed, { currency: tier.currency, newId: randomUUID, now: new Date() });
    if ('error' in revised) throw unprocessable(revised.error);
    const { prices: _, ...changes } = fields;
    await this.tiers.save({ ...tier, ...changes, prices: revised.prices });
    const discountIds = idsOf(input.discountIds);
    if (discountIds) await this.benefits.linkTier(ownerId, tier.id, discountIds);
    return readTier(this.queries, this.profiles, ownerId, tier.id);
  }
}
