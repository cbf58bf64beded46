import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, SiteAdminOnly } from '../../../shared/http/auth.js';
import { ListAdminActionsQuery } from '../../application/list-admin-actions/list-admin-actions.query.js';
import { SearchAccountsQuery } from '../../application/search-accounts/search-accounts.query.js';
import { SetFeatureFlagCommand } from '../../application/set-feature-flag/set-feature-flag.command.js';
import { AdminAccountsQuery, AdminActionsQuery, SetFeatureFlagRequest } from './super-admin.request.js';
import { AdminAccountResponse, AdminAccountsPageResponse, AdminActionsPageResponse } from './super-admin.response.js';

/** The Super Admin panel (/super_admin): find any account, turn its feature flags on and off, see who did what. */
@ApiTags('super admin')
@Controller('client_side_api/v1/admin')
export class SuperAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('accounts')
  @SiteAdminOnly()
  @ApiOperation({ summary: 'Users and organizations by name, username or e-mail (20 per page)', operationId: 'searchAdminAccounts' })
  @ApiOkResponse({ type: AdminAccountsPageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  accounts(@Query() q: AdminAccountsQuery): Promise<AdminAccountsPageResponse> {
    return this.queries.execute(new SearchAccountsQuery(q.query ?? '', q.page ?? 1));
  }

  @Patch('accounts/:id/flags')
  @SiteAdminOnly()
  @ApiOperation({ summary: "Turn one of an account's feature flags on or off (recorded in the admin actions)", operationId: 'setAccountFeatureFlag' })
  @ApiOkResponse({ type: AdminAccountResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  setFlag(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string, @Body() body: SetFeatureFlagRequest): Promise<AdminAccountResponse> {
    return this.commands.execute(new SetFeatureFlagCommand(principal.userId, id, body.flag, body.enabled));
  }

  @Get('actions')
  @SiteAdminOnly()
  @ApiOperation({ summary: 'What site admins did, newest first (20 per page)', operationId: 'listAdminActions' })
  @ApiOkResponse({ type: AdminActionsPageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  actions(@Query() q: AdminActionsQuery): Promise<AdminActionsPageResponse> {
    return this.queries.execute(new ListAdminActionsQuery(q.page ?? 1));
  }
}
