import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';
import { TicketHolders, type TicketHolder } from '../contracts/ticket-holders.js';

/** The holders from the registrations projection (none until the worker has created its table). */
@Injectable()
export class PostgresTicketHolders extends TicketHolders {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async holdersOf(registrationIds: readonly string[]): Promise<Map<string, TicketHolder>> {
    if (!registrationIds.length || !(await readModelExists(this.pool, 'checkout.registrations'))) return new Map();
    const { rows } = await this.pool.query<{ id: string; order_id: string; first_name: string; last_name: string }>(
      'SELECT id, order_id, first_name, last_name FROM checkout.registrations WHERE id = ANY($1::uuid[])',
      [registrationIds],
    );
    return new Map(rows.map((row) => [row.id, { registrationId: row.id, orderId: row.order_id, name: `${row.first_name} ${row.last_name}`.trim() }]));
  }
}
