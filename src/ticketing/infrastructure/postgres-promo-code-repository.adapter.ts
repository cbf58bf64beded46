import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { asCurrency } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { PromoCodeRepository } from '../application/ports/promo-code-repository.port.js';
import type { PromoCode } from '../contracts/checkout-catalog.js';

interface PromoCodeRow {
  id: string;
  code: string;
  owner_id: string;
  amount: number | null;
  currency: string;
  percentage_value: number | null;
  quantity: number | null;
  uses: number;
  starts_at: Date | null;
  ends_at: Date | null;
  scope: 'owner' | 'course_categories';
  course_category_ids: string[];
}

@Injectable()
export class PostgresPromoCodeRepository extends PromoCodeRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async find(ownerId: string, code: string): Promise<PromoCode | null> {
    const { rows } = await this.pool.query<PromoCodeRow>('SELECT * FROM ticketing.promo_codes WHERE owner_id = $1 AND lower(code) = lower($2)', [ownerId, code.trim()]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      code: row.code,
      ownerId: row.owner_id,
      amount: row.amount,
      currency: asCurrency(row.currency),
      percentageValue: row.percentage_value,
      remaining: row.quantity === null ? null : row.quantity - row.uses,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      scope: row.scope,
      courseCategoryIds: row.course_category_ids,
    };
  }

  async redeem(promoCodeId: string): Promise<void> {
    await this.pool.query('UPDATE ticketing.promo_codes SET uses = uses + 1 WHERE id = $1', [promoCodeId]);
  }
}
