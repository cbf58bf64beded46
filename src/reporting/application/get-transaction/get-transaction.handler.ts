import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { GetTransactionQuery, type TransactionRow } from '../report-queries.js';
import { TRANSACTION_COLUMNS, transactionRow, type TransactionRecord } from '../transaction-row.js';

export const ORDER_NOT_FOUND = "Sorry! That order wasn't found.";

/** One order of the owner with its items and payment details; another owner's order is not found. */
@QueryHandler(GetTransactionQuery)
export class GetTransactionHandler implements IQueryHandler<GetTransactionQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, orderId }: GetTransactionQuery): Promise<TransactionRow> {
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    const { rows } = await this.pool.query<TransactionRecord>(`SELECT ${TRANSACTION_COLUMNS} FROM reporting.transactions WHERE id = $1 AND owner_id = $2`, [orderId, ownerId]);
    if (!rows[0]) throw notFound(ORDER_NOT_FOUND);
    return transactionRow(rows[0]);
  }
}
