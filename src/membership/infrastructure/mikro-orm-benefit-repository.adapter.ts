import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BenefitRepository } from '../application/ports/benefit-repository.port.js';
import type { Benefit, DiscountScope, QuantityScope } from '../domain/membership-rules.js';
import { asCurrency } from '../../shared/money.js';
import { DiscountEntity } from './membership.entities.js';

/** A uuid list as one array parameter (the connection would spread a JS array into a list of parameters). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const toBenefit = (entity: DiscountEntity): Benefit => ({
  id: entity.id,
  ownerId: entity.ownerId,
  name: entity.name,
  amount: entity.amount,
  percentageValue: entity.percentageValue,
  quantity: entity.quantity,
  quantityScope: entity.quantityScope as QuantityScope | null,
  discountScope: entity.discountScope as DiscountScope,
  categoryIds: entity.categoryIds,
  ticketIds: entity.ticketIds,
  tierIds: entity.tierIds,
  archived: entity.archived,
  currency: asCurrency(entity.currency),
  createdAt: entity.createdAt,
});

@Injectable()
export class MikroOrmBenefitRepository extends BenefitRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findOfOwner(ownerId: string, benefitId: string): Promise<Benefit | null> {
    const entity = await this.em.fork().findOne(DiscountEntity, { id: benefitId, ownerId });
    return entity && toBenefit(entity);
  }

  async ownerOf(benefitId: string): Promise<string | null> {
    const entity = await this.em.fork().findOne(DiscountEntity, { id: benefitId }, { fields: ['ownerId'] });
    return entity?.ownerId ?? null;
  }

  async save(benefit: Benefit): Promise<void> {
    await this.em.fork().upsert(DiscountEntity, { ...benefit, updatedAt: new Date() });
  }

  async delete(benefit: Benefit): Promise<void> {
    await this.em.fork().nativeDelete(DiscountEntity, { id: benefit.id, ownerId: benefit.ownerId });
  }

  async linkTier(ownerId: string, tierId: string, benefitIds: readonly string[]): Promise<void> {
    // Hidden benefits keep their tiers: the tier form lists only shown ones.
    await this.em.fork().getConnection().execute(
      `UPDATE membership.discounts SET
         tier_ids = CASE WHEN id = ANY(?::uuid[]) THEN array_append(array_remove(tier_ids, ?::uuid), ?::uuid) ELSE array_remove(tier_ids, ?::uuid) END,
         updated_at = now()
       WHERE owner_id = ? AND NOT archived AND (id = ANY(?::uuid[]) OR ?::uuid = ANY(tier_ids))`,
      [uuidArray(benefitIds), tierId, tierId, tierId, ownerId, uuidArray(benefitIds), tierId],
    );
  }
}
