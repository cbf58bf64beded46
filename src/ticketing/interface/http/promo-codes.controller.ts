import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { CreatePromoCodeCommand } from '../../application/create-promo-code/create-promo-code.command.js';
import { DeletePromoCodeCommand } from '../../application/delete-promo-code/delete-promo-code.command.js';
import { GetPromoCodeQuery } from '../../application/get-promo-code/get-promo-code.query.js';
import { ImportPromoCodesCommand } from '../../application/import-promo-codes/import-promo-codes.command.js';
import { ListPromoCodesQuery } from '../../application/list-promo-codes/list-promo-codes.query.js';
import { UpdatePromoCodeCommand } from '../../application/update-promo-code/update-promo-code.command.js';
import { PROMO_CODES_PER_PAGE } from '../../domain/promo-codes.js';
import { ImportPromoCodesRequest, PromoCodeOwnerQuery, PromoCodeRequest, PromoCodesQuery } from './promo-codes.request.js';
import { PromoCodeResponse, PromoCodesPageResponse } from './promo-codes.response.js';

const PROBLEMS = 'The problems of the form, as a list [{ message }] (x-messages of the request)';

/**
 * Global promo codes (seed 001 §2.7, §7): an owner's codes for every event (or the events of some
 * categories), one by one or in bulk, scoped by ownerId. Checkout applies them within their usage limit.
 */
@ApiTags('marketing')
@Controller('client_side_api/v1/profile_management/promo_codes')
export class PromoCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ManagementCall()
  @ApiOperation({ summary: "The owner's promo codes (10 per page by default), searched by code", operationId: 'listPromoCodes' })
  @ApiOkResponse({ type: PromoCodesPageResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  list(@Query() q: PromoCodesQuery): Promise<PromoCodesPageResponse> {
    const filter = {
      ownerId: q.ownerId,
      page: q.page ?? 1,
      perPage: q.perPage ?? PROMO_CODES_PER_PAGE,
      query: q.query?.trim() || undefined,
      sort: q.sort,
      direction: q.direction ?? 'asc',
    };
    return this.queries.execute(new ListPromoCodesQuery(filter));
  }

  @Post()
  @ManagementCall()
  @ApiOperation({ summary: "Add a promo code in the owner's currency", operationId: 'createPromoCode' })
  @ApiCreatedResponse({ type: PromoCodeResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  @ApiConflictResponse({ type: MessageResponse, isArray: true, description: "[{ message: 'This code already exists' }] (codes differ whatever their case)" })
  create(@Body() body: PromoCodeRequest): Promise<PromoCodeResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new CreatePromoCodeCommand(ownerId, input));
  }

  @Post('create_bulk')
  @ManagementCall()
  @ApiOperation({ summary: 'Add many codes with the same terms (a bulk import): all of them, or none', operationId: 'createPromoCodesInBulk' })
  @ApiCreatedResponse({ type: [PromoCodeResponse] })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: `${PROBLEMS}; a code's problem names its line` })
  @ApiConflictResponse({ type: MessageResponse, isArray: true, description: "[{ message: 'This code already exists: ABC123' }] or 'These codes already exist: …', naming the codes the owner has" })
  createBulk(@Body() body: ImportPromoCodesRequest): Promise<PromoCodeResponse[]> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new ImportPromoCodesCommand(ownerId, input));
  }

  @Get(':id')
  @ManagementCall()
  @ApiOperation({ summary: 'One of the owner’s promo codes, for its edit form', operationId: 'getPromoCode' })
  @ApiOkResponse({ type: PromoCodeResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'No promo code found'" })
  get(@Param('id') id: string, @Query() q: PromoCodeOwnerQuery): Promise<PromoCodeResponse> {
    return this.queries.execute(new GetPromoCodeQuery(q.ownerId, id));
  }

  @Patch(':id')
  @ManagementCall()
  @ApiOperation({ summary: 'Change a promo code and its terms (its uses stay)', operationId: 'updatePromoCode' })
  @ApiOkResponse({ type: PromoCodeResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'No promo code found'" })
  @ApiConflictResponse({ type: MessageResponse, isArray: true, description: "[{ message: 'This code already exists' }]" })
  update(@Param('id') id: string, @Body() body: PromoCodeRequest): Promise<PromoCodeResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new UpdatePromoCodeCommand(ownerId, id, input));
  }

  @Delete(':id')
  @ManagementCall()
  @ApiOperation({ summary: "Delete a promo code (orders completed with it keep their discount)", operationId: 'deletePromoCode' })
  @ApiOkResponse({ type: MessageResponse, description: "{ message: 'Promo code deleted successfully' }" })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'No promo code found'" })
  remove(@Param('id') id: string, @Query() q: PromoCodeOwnerQuery): Promise<MessageResponse> {
    return this.commands.execute(new DeletePromoCodeCommand(q.ownerId, id));
  }
}
