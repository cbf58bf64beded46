import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { GetPatronQuery } from '../../application/get-patron/get-patron.query.js';
import { GetRevenueQuery } from '../../application/get-revenue/get-revenue.query.js';
import { GetTransactionQuery } from '../../application/get-transaction/get-transaction.query.js';
import { ListActivitiesQuery } from '../../application/list-activities/list-activities.query.js';
import { ListPatronsQuery } from '../../application/list-patrons/list-patrons.query.js';
import { ListTransactionsQuery } from '../../application/list-transactions/list-transactions.query.js';
import { ActivitiesQuery, OwnerQuery, PatronsQuery, RevenueQuery, TransactionsQuery } from './reports.request.js';
import { ActivitiesPageResponse, PatronResponse, PatronsPageResponse, RevenueResponse, TransactionResponse, TransactionsPageResponse } from './reports.response.js';

/** The reporting pages' calls (seed 001 §7): every one scoped by ownerId and answered from schema reporting. */
@ApiTags('reporting')
@Controller('client_side_api/v1/profile_management')
export class ReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('transactions')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's orders (50 per page)", operationId: 'listTransactions' })
  @ApiOkResponse({ type: TransactionsPageResponse })
  transactions(@Query() q: TransactionsQuery): Promise<TransactionsPageResponse> {
    return this.queries.execute(
      new ListTransactionsQuery(q.ownerId, { page: q.page ?? 1, perPage: q.perPage ?? 50, query: q.query?.trim() || undefined, sortBy: q.sortBy, sortOrder: q.sortOrder ?? 'desc', patron: q.patron, type: q.type }),
    );
  }

  @Get('transactions/:id')
  @ManagementCall()
  @ApiOperation({ summary: 'One order with its items and payment details', operationId: 'getTransaction' })
  @ApiOkResponse({ type: TransactionResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  transaction(@Param('id') id: string, @Query() q: OwnerQuery): Promise<TransactionResponse> {
    return this.queries.execute(new GetTransactionQuery(q.ownerId, id));
  }

  @Get('patrons')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's patrons (10 per page by default)", operationId: 'listPatrons' })
  @ApiOkResponse({ type: PatronsPageResponse })
  patrons(@Query() q: PatronsQuery): Promise<PatronsPageResponse> {
    return this.queries.execute(new ListPatronsQuery(q.ownerId, { page: q.page ?? 1, perPage: q.perPage ?? 10, query: q.query?.trim() || undefined, sortBy: q.sortBy, sortOrder: q.sortOrder ?? 'desc' }));
  }

  @Get('patrons/:id')
  @ManagementCall()
  @ApiOperation({ summary: 'One patron, by account id or e-mail', operationId: 'getPatron' })
  @ApiOkResponse({ type: PatronResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  patron(@Param('id') id: string, @Query() q: OwnerQuery): Promise<PatronResponse> {
    return this.queries.execute(new GetPatronQuery(q.ownerId, id));
  }

  @Get('activities')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's activity (50 per page)", operationId: 'listActivities' })
  @ApiOkResponse({ type: ActivitiesPageResponse })
  activities(@Query() q: ActivitiesQuery): Promise<ActivitiesPageResponse> {
    return this.queries.execute(new ListActivitiesQuery(q.ownerId, { page: q.page ?? 1, perPage: q.perPage ?? 50, query: q.query?.trim() || undefined, sortOrder: q.sortOrder ?? 'desc', patron: q.patron }));
  }

  @Get('revenue')
  @ManagementCall()
  @ApiOperation({
    summary: 'Revenue per month, date, year, event, category or attendee, and per currency, with a total row per currency (currencies are never added together)',
    operationId: 'getRevenue',
  })
  @ApiOkResponse({ type: RevenueResponse })
  revenue(@Query() q: RevenueQuery): Promise<RevenueResponse> {
    return this.queries.execute(new GetRevenueQuery(q.ownerId, { dimension: q.dimension ?? 'month', sortOrder: q.sort === 'dimension_desc' ? 'desc' : 'asc', from: q.from, to: q.to }));
  }
}
