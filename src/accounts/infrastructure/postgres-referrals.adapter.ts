import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { asCurrency } from '../../shared/money.js';
import { Referrals, type ReferredAccount } from '../contracts/referrals.js';

@Injectable()
export class PostgresReferrals extends Referrals {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async referredAccounts(referrerId: string): Promise<ReferredAccount[]> {
    const rows = await this.em.fork().execute<{ id: string; name: string; username: string; currency: string; created_at: Date }[]>(
      'SELECT id, name, username, currency, created_at FROM accounts.profiles WHERE referred_by = ? ORDER BY created_at DESC, id',
      [referrerId],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, username: row.username, currency: asCurrency(row.currency), referredAt: new Date(row.created_at) }));
  }
}
