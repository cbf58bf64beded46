import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPatronHandler } from './application/get-patron/get-patron.handler.js';
import { GetRevenueHandler } from './application/get-revenue/get-revenue.handler.js';
import { GetTransactionHandler } from './application/get-transaction/get-transaction.handler.js';
import { ListActivitiesHandler } from './application/list-activities/list-activities.handler.js';
import { ListPatronsHandler } from './application/list-patrons/list-patrons.handler.js';
import { ListTransactionsHandler } from './application/list-transactions/list-transactions.handler.js';
import { ReportingQueries } from './application/ports/reporting-queries.port.js';
import { PostgresReportingQueries } from './infrastructure/postgres-reporting-queries.adapter.js';
import { ReportsController } from './interface/http/reports.controller.js';
import { ListPromoterSalesHandler } from './application/list-promoter-sales/list-promoter-sales.handler.js';
import { PromotersController } from './interface/http/promoters.controller.js';
import { ListReferralsHandler } from './application/list-referrals/list-referrals.handler.js';
import { ReferralsController } from './interface/http/referrals.controller.js';
import { Clock, SystemClock } from '../shared/clock.js';

/** The reporting pages' API; the worker keeps schema `reporting` up to date (see the projections). */
@Module({
  imports: [CqrsModule],
  controllers: [ReportsController, ReferralsController, PromotersController],
  providers: [
    { provide: ReportingQueries, useClass: PostgresReportingQueries },
    ListTransactionsHandler,
    GetTransactionHandler,
    ListPatronsHandler,
    GetPatronHandler,
    ListActivitiesHandler,
    GetRevenueHandler,
    ListPromoterSalesHandler,
    ListReferralsHandler,
    { provide: Clock, useClass: SystemClock },
  ],
})
export class ReportingModule {}
