import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { invalid } from '../../shared/errors.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CardReaderRegistry, INVALID_PAIRING_CODE, type ReaderRegistration, type RegisteredReader, type TerminalLocation } from '../contracts/card-reader-registry.js';

/**
 * Codes the demo accepts, as Stripe's readers show them: a simulated reader's ('simulated-wpe') or a
 * real reader's three words joined by '-' ('apple-banana-cherry').
 */
const REGISTRATION_CODE = /^(simulated-[a-z0-9]+(-[a-z0-9]+)*|[a-z]+-[a-z]+-[a-z]+)$/i;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The reader registry without STRIPE_SECRET_KEY: simulated readers kept in checkout.demo_readers, so a
 * newcomer can add readers and sell at the box office with no money moving.
 */
@Injectable()
export class DemoCardReaderRegistry extends CardReaderRegistry {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async createLocation(_accountId: string, _location: TerminalLocation): Promise<string> {
    return `tml_demo_${token(8)}`;
  }

  async registerReader(accountId: string, reader: ReaderRegistration): Promise<RegisteredReader> {
    if (!REGISTRATION_CODE.test(reader.registrationCode)) throw invalid(INVALID_PAIRING_CODE);
    const registered = { readerId: `tmr_demo_${token(8)}`, serialNumber: `WSC513-DEMO-${token(4).toUpperCase()}` };
    await this.pool.query(
      `INSERT INTO checkout.demo_readers (id, account_id, location_id, label, registration_code, serial_number) VALUES ($1, $2, $3, $4, $5, $6)`,
      [registered.readerId, accountId, reader.locationId, reader.label, reader.registrationCode, registered.serialNumber],
    );
    return registered;
  }
}
