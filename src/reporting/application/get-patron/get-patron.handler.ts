import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '../../../shared/http/api-errors.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { patronRow, patronSelect, type PatronRecord } from '../patron-row.js';
import { GetPatronQuery, type PatronRow } from '../report-queries.js';

export const PATRON_NOT_FOUND = 'Sorry! That patron wasn’t found.';

/** One patron of the owner, by account id or e-mail. */
@QueryHandler(GetPatronQuery)
export class GetPatronHandler implements IQueryHandler<GetPatronQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, patron }: GetPatronQuery): Promise<PatronRow> {
    const key = patron.trim().toLowerCase();
    const { rows } = await this.pool.query<PatronRecord>(`${patronSelect()} WHERE p.owner_id = $1 AND (p.email = $2 OR p.user_id::text = $2) LIMIT 1`, [ownerId, key]);
    if (!rows[0]) throw notFound(PATRON_NOT_FOUND);
    return patronRow(rows[0]);
  }
}
