import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CardReaderRepository } from '../application/ports/card-reader-repository.port.js';
import { CardReaderDirectory, type CardReaderSummary } from '../contracts/card-readers.js';
import { CARD_READER_COUNTRY, type CardReader, type Location } from '../domain/card-reader-rules.js';

interface LocationRow {
  id: string;
  owner_id: string;
  name: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  state_code: string;
  zipcode: string;
  lat: number | null;
  long: number | null;
  provider_location_id: string;
  created_at: Date;
}

const toLocation = (row: LocationRow): Location => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  address: row.address,
  apartment: row.apartment,
  city: row.city,
  state: row.state,
  stateCode: row.state_code,
  zipcode: row.zipcode,
  country: CARD_READER_COUNTRY,
  lat: row.lat,
  long: row.long,
  providerLocationId: row.provider_location_id,
  createdAt: row.created_at,
});

/** Locations and card readers in accounts.locations / accounts.card_readers (plain SQL). */
@Injectable()
export class PostgresCardReaderRepository extends CardReaderRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async saveLocation(l: Location): Promise<void> {
    await this.pool.query(
      `INSERT INTO accounts.locations (id, owner_id, name, address, apartment, city, state, state_code, zipcode, country, lat, long, provider_location_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [l.id, l.ownerId, l.name, l.address, l.apartment, l.city, l.state, l.stateCode, l.zipcode, l.country, l.lat, l.long, l.providerLocationId, l.createdAt],
    );
  }

  async locationOf(ownerId: string, locationId: string): Promise<Location | null> {
    const { rows } = await this.pool.query<LocationRow>('SELECT * FROM accounts.locations WHERE id = $1 AND owner_id = $2', [locationId, ownerId]);
    return rows[0] ? toLocation(rows[0]) : null;
  }

  async saveReader(r: CardReader): Promise<void> {
    await this.pool.query(
      `INSERT INTO accounts.card_readers (id, owner_id, location_id, name, stripe_reader_id, stripe_serial_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.id, r.ownerId, r.locationId, r.name, r.stripeReaderId, r.stripeSerialNumber, r.createdAt],
    );
  }
}

/** The owners' readers as box-office sales see them. */
@Injectable()
export class PostgresCardReaderDirectory extends CardReaderDirectory {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async readerOf(ownerId: string, readerId: string): Promise<CardReaderSummary | null> {
    if (!isUuid(readerId) || !isUuid(ownerId)) return null;
    const { rows } = await this.pool.query<CardReaderSummary>(
      `SELECT id, name, stripe_reader_id AS "stripeReaderId" FROM accounts.card_readers WHERE id = $1 AND owner_id = $2`,
      [readerId, ownerId],
    );
    return rows[0] ?? null;
  }

  async readersOf(ownerId: string): Promise<CardReaderSummary[]> {
    if (!isUuid(ownerId)) return [];
    const { rows } = await this.pool.query<CardReaderSummary>(
      `SELECT id, name, stripe_reader_id AS "stripeReaderId" FROM accounts.card_readers WHERE owner_id = $1 ORDER BY created_at, id`,
      [ownerId],
    );
    return rows;
  }
}
