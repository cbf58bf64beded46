import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ManagementCall } from '../../../shared/http/auth.js';
import { ListPromoterSalesQuery } from '../../application/list-promoter-sales/list-promoter-sales.query.js';
import { PromotersQuery } from './promoters.request.js';
import { PromoterSalesPageResponse } from './promoters.response.js';

/** Promoter links: what each promoter's links sold for the owner (the revenue report's 'Sales by promoter'). */
@ApiTags('reporting')
@Controller('client_side_api/v1/reporting')
export class PromotersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('promoters')
  @ManagementCall()
  @ApiOperation({ summary: "Sales per promoter and currency (10 per page by default), one event's with courseId", operationId: 'listPromoterSales' })
  @ApiOkResponse({ type: PromoterSalesPageResponse })
  promoters(@Query() q: PromotersQuery): Promise<PromoterSalesPageResponse> {
    return this.queries.execute(new ListPromoterSalesQuery(q.ownerId, { page: q.page ?? 1, perPage: q.perPage ?? 10, eventId: q.courseId }));
  }
}
