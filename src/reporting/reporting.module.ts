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
import { GetEventStatsHandler } from './application/get-event-stats/get-event-stats.handler.js';
import { EventStatsResolver } from './application/get-event-stats/event-stats.resolver.js';
import { EventStatsController } from './interface/http/event-stats.controller.js';
import { TrackingController } from './interface/http/tracking.controller.js';
import { RecordPageEventHandler } from './application/record-page-event/record-page-event.handler.js';
import { ClaimPurchaseTrackingHandler } from './application/claim-purchase-tracking/claim-purchase-tracking.handler.js';
import { PageEventRepository } from './application/ports/page-event-repository.port.js';
import { PostgresPageEventRepository } from './infrastructure/postgres-page-event-repository.adapter.js';

/** The reporting pages' API; the worker keeps schema `reporting` up to date (see the projections). */
@Module({
  imports: [CqrsModule],
  controllers: [ReportsController, ReferralsController, PromotersController, TrackingController, EventStatsController],
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
    GetEventStatsHandler,
    EventStatsResolver,
    { provide: Clock, useClass: SystemClock },
    // Tracking: first-party page events and the de-duplicated purchase report.
    { provide: PageEventRepository, useClass: PostgresPageEventRepository },
    RecordPageEventHandler,
    ClaimPurchaseTrackingHandler,
  ],
})
export class ReportingModule {}
