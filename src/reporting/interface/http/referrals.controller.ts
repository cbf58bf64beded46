import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { ListReferralsQuery } from '../../application/list-referrals/list-referrals.query.js';
import { REFERRALS_PER_PAGE } from '../../domain/referral-earnings.js';
import { ReferralsQuery } from './referrals.request.js';
import { ReferralsPageResponse } from './referrals.response.js';

/** The referral tracker (beta, flag referralTracker): what the accounts a referrer brought have earned them. */
@ApiTags('referrals')
@Controller('client_side_api/v1/profile_management')
export class ReferralsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('referrals')
  @ManagementCall({ requires: 'referralTracker' })
  @ApiOperation({ summary: 'The accounts the owner referred with what each earned them per day, newest referral first (10 per page)', operationId: 'listReferrals' })
  @ApiOkResponse({ type: ReferralsPageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  list(@Query() q: ReferralsQuery): Promise<ReferralsPageResponse> {
    return this.queries.execute(new ListReferralsQuery(q.ownerId, q.page ?? 1, q.perPage ?? REFERRALS_PER_PAGE));
  }
}
