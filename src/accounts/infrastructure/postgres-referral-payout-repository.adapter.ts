import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { asCurrency } from '../../shared/money.js';
import { ReferralPayoutRepository, type NewReferralPayout } from '../application/ports/referral-payout-repository.port.js';
import { REFERRAL_PAYOUT_ACTION, type ReferralPayout } from '../domain/referrals.js';
import { AdminActionEntity } from './account.entities.js';

@Injectable()
export class PostgresReferralPayoutRepository extends ReferralPayoutRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  record({ referrerId, amount, currency, actorId }: NewReferralPayout): Promise<ReferralPayout | null> {
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ id: string; paid_at: Date; amount: number; currency: string }[]>(
        `INSERT INTO accounts.referral_payouts (id, referrer_id, amount, currency)
         SELECT ?, id, ?, ? FROM accounts.profiles WHERE id = ?
         RETURNING id, paid_at, amount, currency`,
        [randomUUID(), amount, currency, referrerId],
      );
      if (!row) return null;
      tx.create(AdminActionEntity, { actorId, action: REFERRAL_PAYOUT_ACTION, targetId: referrerId, detail: { payoutId: row.id, amount, currency } });
      return { id: row.id, referrerId, amount: row.amount, currency: asCurrency(row.currency), paidAt: new Date(row.paid_at) };
    });
  }
}
