import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { asCurrency } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { PromoCodeRepository } from '../application/ports/promo-code-repository.port.js';
import type { GlobalPromoCode } from '../domain/promo-codes.js';

export interface PromoCodeRow {
  id: string;
  code: string;
  owner_id: string;
  amount: number | null;
  currency: string;
  percentage_value: number | null;
  quantity: number | null;
  uses: number;
  starts_at: Date;
  ends_at: Date | null;
  scope: 'owner' | 'course_categories';
  course_category_ids: string[];
  created_at: Date;
}

export const toPromoCode = (row: PromoCodeRow): GlobalPromoCode => ({
  id: row.id,
  ownerId: row.owner_id,
  code: row.code,
  amount: row.amount,
  currency: asCurrency(row.currency),
  percentageValue: row.percentage_value,
  quantity: row.quantity,
  uses: row.uses,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  scope: row.scope,
  courseCategoryIds: row.course_category_ids,
  createdAt: row.created_at,
});

/** The unique index on (owner_id, lower(code)): an owner's codes differ whatever their case. */
const UNIQUE_CODE = 'promo_codes_owner_code_idx';

@Injectable()
export class PostgresPromoCodeRepository extends PromoCodeRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async findByCode(ownerId: string, code: string): Promise<GlobalPromoCode | null> {
    const { rows } = await this.pool.query<PromoCodeRow>('SELECT * FROM ticketing.promo_codes WHERE owner_id = $1 AND lower(code) = lower($2)', [ownerId, code.trim()]);
    return rows[0] ? toPromoCode(rows[0]) : null;
  }

  async reserved(promoCodeId: string, exceptOrderId: string | null): Promise<number> {
    const { rows } = await this.pool.query<{ reserved: number }>(
      'SELECT count(*) AS reserved FROM ticketing.promo_code_holds WHERE promo_code_id = $1 AND NOT committed AND expires_at > now() AND order_id IS DISTINCT FROM $2::uuid',
      [promoCodeId, exceptOrderId],
    );
    return rows[0]!.reserved;
  }

  async findOfOwner(ownerId: string, id: string): Promise<GlobalPromoCode | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.pool.query<PromoCodeRow>('SELECT * FROM ticketing.promo_codes WHERE owner_id = $1 AND id = $2', [ownerId, id]);
    return rows[0] ? toPromoCode(rows[0]) : null;
  }

  async add(codes: readonly GlobalPromoCode[]): Promise<string[]> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // A code another transaction is adding at the same time is waited for, then skipped when it was added.
      const { rows } = await client.query<{ code: string }>(
        `INSERT INTO ticketing.promo_codes (id, owner_id, code, amount, currency, percentage_value, quantity, starts_at, ends_at, scope, course_category_ids, created_at)
         SELECT c.id, c.owner_id, c.code, c.amount, c.currency, c.percentage_value, c.quantity, c.starts_at, c.ends_at, c.scope, c.course_category_ids, c.created_at
         FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, owner_id uuid, code text, amount bigint, currency text, percentage_value integer, quantity integer,
                                                 starts_at timestamptz, ends_at timestamptz, scope text, course_category_ids uuid[], created_at timestamptz)
         ON CONFLICT (owner_id, lower(code)) DO NOTHING
         RETURNING code`,
        [JSON.stringify(codes.map(toRecord))],
      );
      const added = new Set(rows.map((row) => row.code));
      const taken = codes.map((c) => c.code).filter((code) => !added.has(code));
      await client.query(taken.length ? 'ROLLBACK' : 'COMMIT');
      return taken;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async update(code: GlobalPromoCode): Promise<boolean> {
    try {
      await this.pool.query(
        `UPDATE ticketing.promo_codes SET code = $3, amount = $4, currency = $5, percentage_value = $6, quantity = $7, starts_at = $8, ends_at = $9, scope = $10, course_category_ids = $11
         WHERE id = $1 AND owner_id = $2`,
        [code.id, code.ownerId, code.code, code.amount, code.currency, code.percentageValue, code.quantity, code.startsAt, code.endsAt, code.scope, code.courseCategoryIds],
      );
      return true;
    } catch (error) {
      if ((error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === UNIQUE_CODE) return false;
      throw error;
    }
  }

  async delete(code: GlobalPromoCode): Promise<void> {
    await this.pool.query('DELETE FROM ticketing.promo_codes WHERE id = $1 AND owner_id = $2', [code.id, code.ownerId]);
  }
}

/** A code as a JSON record for jsonb_to_recordset (arrays become PostgreSQL arrays through the record's types). */
function toRecord(code: GlobalPromoCode) {
  return {
    id: code.id,
    owner_id: code.ownerId,
    code: code.code,
    amount: code.amount,
    currency: code.currency,
    percentage_value: code.percentageValue,
    quantity: code.quantity,
    starts_at: code.startsAt.toISOString(),
    ends_at: code.endsAt?.toISOString() ?? null,
    scope: code.scope,
    course_category_ids: code.courseCategoryIds,
    created_at: code.createdAt.toISOString(),
  };
}
