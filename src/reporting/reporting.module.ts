import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPatronHandler } from './application/get-patron/get-patron.handler.js';
import { GetRevenueHandler } from './application/get-revenue/get-revenue.handler.js';
import { GetTransactionHandler } from './application/get-transaction/get-transaction.handler.js';
import { ListActivitiesHandler } from './application/list-activities/list-activities.handler.js';
import { ListPatronsHandler } from './application/list-patrons/list-patrons.handler.js';
import { ListTransactionsHandler } from './application/list-transactions/list-transactions.handler.js';
import { ReportsController } from './interface/http/reports.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [ReportsController],
  providers: [ListTransactionsHandler, GetTransactionHandler, ListPatronsHandler, GetPatronHandler, ListActivitiesHandler, GetRevenueHandler],
})
export class ReportingModule {}
