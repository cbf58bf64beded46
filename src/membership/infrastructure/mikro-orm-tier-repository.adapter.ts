import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TierRepository } from '../application/ports/tier-repository.port.js';
import type { PriceInterval, Tier } from '../domain/membership-rules.js';
import { asCurrency } from '../../shared/money.js';
import { PriceEntity, TierEntity } from './membership.entities.js';

const toTier = (tier: TierEntity, prices: PriceEntity[]): Tier => ({
  id: tier.id,
  ownerId: tier.ownerId,
  name: tier.name,
  description: tier.description,
  emailText: tier.emailText,
  position: tier.position,
  archived: tier.archived,
  validSubscriptionsLimit: tier.validSubscriptionsLimit,
  currency: asCurrency(tier.currency),
  stripeProductId: tier.stripeProductId,
  stripeAccountId: tier.stripeAccountId,
  createdAt: tier.createdAt,
  prices: prices
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      id: p.id,
      amount: p.amount,
      currency: asCurrency(p.currency),
      interval: p.interval as PriceInterval,
      intervalCount: 1,
      position: p.position,
      archived: p.archived,
      stripePriceId: p.stripePriceId,
      createdAt: p.createdAt,
    })),
});

@Injectable()
export class MikroOrmTierRepository extends TierRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findOfOwner(ownerId: string, tierId: string): Promise<Tier | null> {
    const em = this.em.fork();
    const tier = await em.findOne(TierEntity, { id: tierId, ownerId });
    return tier && toTier(tier, await em.find(PriceEntity, { tierId }));
  }

  async ownerOf(tierId: string): Promise<string | null> {
    const tier = await this.em.fork().findOne(TierEntity, { id: tierId }, { fields: ['ownerId'] });
    return tier?.ownerId ?? null;
  }

  async nextPosition(ownerId: string): Promise<number> {
    const [last] = await this.em.fork().find(TierEntity, { ownerId }, { orderBy: { position: 'desc' }, limit: 1, fields: ['position'] });
    return last ? last.position + 1 : 0;
  }

  async save(tier: Tier): Promise<void> {
    const { prices, ...fields } = tier;
    await this.em.fork().transactional(async (em) => {
      await em.upsert(TierEntity, { ...fields, updatedAt: new Date() });
      await em.nativeDelete(PriceEntity, { tierId: tier.id, id: { $nin: prices.map((p) => p.id) } });
      for (const price of prices) await em.upsert(PriceEntity, { ...price, tierId: tier.id });
    });
  }

  async delete(tier: Tier): Promise<void> {
    // Its prices go with it (ON DELETE CASCADE).
    await this.em.fork().nativeDelete(TierEntity, { id: tier.id, ownerId: tier.ownerId });
  }
}
