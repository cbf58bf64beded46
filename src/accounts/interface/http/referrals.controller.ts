import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall, SiteAdminOnly } from '../../../shared/http/auth.js';
import { ListReferralPayoutsQuery } from '../../application/list-referral-payouts/list-referral-payouts.query.js';
import { RecordReferralPayoutCommand } from '../../application/record-referral-payout/record-referral-payout.command.js';
import { REFERRAL_PAYOUTS_PER_PAGE } from '../../domain/referrals.js';
import { RecordReferralPayoutRequest, ReferralPayoutsQuery } from './referrals.request.js';
import { ReferralPayoutResponse, ReferralPayoutsPageResponse } from './referrals.response.js';

/** Referral payouts (beta, flag referralTracker): site admins record them, the referrer's tracker lists them. */
@ApiTags('referrals')
@Controller('client_side_api/v1')
export class ReferralPayoutsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profile_management/referral_payouts')
  @ManagementCall({ requires: 'referralTracker' })
  @ApiOperation({ summary: 'The referral payouts made to the owner, newest first (10 per page)', operationId: 'listReferralPayouts' })
  @ApiOkResponse({ type: ReferralPayoutsPageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  list(@Query() q: ReferralPayoutsQuery): Promise<ReferralPayoutsPageResponse> {
    return this.queries.execute(new ListReferralPayoutsQuery(q.ownerId, q.page ?? 1, q.perPage ?? REFERRAL_PAYOUTS_PER_PAGE));
  }

  @Post('super_admin/referral_payouts')
  @SiteAdminOnly()
  @ApiOperation({ summary: 'Record a referral payout made to an account (recorded in the admin actions)', operationId: 'recordReferralPayout' })
  @ApiCreatedResponse({ type: ReferralPayoutResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  record(@CurrentPrincipal() principal: Principal, @Body() body: RecordReferralPayoutRequest): Promise<ReferralPayoutResponse> {
    return this.commands.execute(new RecordReferralPayoutCommand(principal.userId, body.accountId, body.amount, body.currency));
  }
}
