import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { ClaimTokens } from '../application/ports/claim-tokens.port.js';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';

/** HMAC-SHA256 of the subscription id under the installation's claim key (`membership.keys`, made by its migration), base64url. */
@Injectable()
export class HmacClaimTokens extends ClaimTokens {
  private key: Promise<string> | null = null;

  constructor(@Inject(DATABASE_POOL) private readonly pool: Pick<pg.Pool, 'query'>) {
    super();
  }

  /** The key never changes: read once. */
  private claimKey(): Promise<string> {
    this.key ??= this.pool.query<{ claim_key: string }>('SELECT claim_key FROM membership.keys').then(({ rows }) => {
      if (!rows[0]) throw new Error('membership.keys has no claim key');
      return rows[0].claim_key;
    });
    this.key.catch(() => (this.key = null));
    return this.key;
  }

  private async signature(subscriptionId: string): Promise<string> {
    return createHmac('sha256', await this.claimKey()).update(`claim.${subscriptionId}`).digest('base64url');
  }

  async sign(subscriptionId: string): Promise<string> {
    return `${subscriptionId}.${await this.signature(subscriptionId)}`;
  }

  async verify(token: string): Promise<string | null> {
    const parts = token.trim().split('.');
    if (parts.length !== 2 || !isUuid(parts[0])) return null;
    const [subscriptionId, signature] = parts as [string, string];
    const expected = Buffer.from(await this.signature(subscriptionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? subscriptionId : null;
  }
}
