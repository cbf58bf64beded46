import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { AddCustomUserListUsersCommand } from '../../application/add-custom-user-list-users/add-custom-user-list-users.command.js';
import { CreateCustomUserListCommand } from '../../application/create-custom-user-list/create-custom-user-list.command.js';
import { CustomUserListOwnerResolver, CustomUserListUserOwnerResolver, CustomUserListUsersOwnerResolver } from '../../application/custom-user-list-owners.js';
import { DeleteCustomUserListCommand } from '../../application/delete-custom-user-list/delete-custom-user-list.command.js';
import { GetCustomUserListQuery } from '../../application/get-custom-user-list/get-custom-user-list.query.js';
import { ListCustomUserListUsersQuery } from '../../application/list-custom-user-list-users/list-custom-user-list-users.query.js';
import { ListCustomUserListsQuery } from '../../application/list-custom-user-lists/list-custom-user-lists.query.js';
import { RemoveCustomUserListUserCommand } from '../../application/remove-custom-user-list-user/remove-custom-user-list-user.command.js';
import { RenameCustomUserListCommand } from '../../application/rename-custom-user-list/rename-custom-user-list.command.js';
import { LIST_USERS_MAX_PER_PAGE, LIST_USERS_PER_PAGE, LISTS_PER_PAGE } from '../../domain/custom-user-lists.js';
import { AddCustomUserListUsersRequest, CreateCustomUserListRequest, CustomUserListsQuery, CustomUserListUsersQuery, RenameCustomUserListRequest } from './custom-user-lists.request.js';
import { CustomUserListResponse, CustomUserListsPageResponse, CustomUserListUsersAddedResponse, CustomUserListUsersPageResponse } from './custom-user-lists.response.js';

const PROBLEMS = 'The problems of the form, as a list [{ message }] (x-messages of the request)';
const NOT_FOUND = "'Sorry! That list wasn’t found.'";

/**
 * Private access lists (seed 001 §2.3, §7): an owner's lists of e-mail addresses, which list tickets are
 * sold to. Calls on a list act for the list's owner.
 */
@ApiTags('marketing')
@Controller('client_side_api/v1/profile_management')
export class CustomUserListsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('custom_user_lists')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's lists (10 per page by default), searched by name", operationId: 'listCustomUserLists' })
  @ApiOkResponse({ type: CustomUserListsPageResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  list(@Query() q: CustomUserListsQuery): Promise<CustomUserListsPageResponse> {
    const filter = {
      ownerId: q.ownerId,
      page: q.page ?? 1,
      perPage: q.perPage ?? LISTS_PER_PAGE,
      query: q.query?.trim() || undefined,
      sort: q.sort,
      direction: q.direction ?? 'asc',
    };
    return this.queries.execute(new ListCustomUserListsQuery(filter));
  }

  @Post('custom_user_lists')
  @ManagementCall()
  @ApiOperation({ summary: 'Start an empty list', operationId: 'createCustomUserList' })
  @ApiCreatedResponse({ type: CustomUserListResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  create(@Body() body: CreateCustomUserListRequest): Promise<CustomUserListResponse> {
    return this.commands.execute(new CreateCustomUserListCommand(body.ownerId, body.name));
  }

  @Get('custom_user_lists/:id')
  @ManagementCall({ resolver: CustomUserListOwnerResolver })
  @ApiOperation({ summary: 'One list, for its page', operationId: 'getCustomUserList' })
  @ApiOkResponse({ type: CustomUserListResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  get(@Param('id') id: string): Promise<CustomUserListResponse> {
    return this.queries.execute(new GetCustomUserListQuery(id));
  }

  @Patch('custom_user_lists/:id')
  @ManagementCall({ resolver: CustomUserListOwnerResolver })
  @ApiOperation({ summary: 'Rename a list', operationId: 'renameCustomUserList' })
  @ApiOkResponse({ type: CustomUserListResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  rename(@Param('id') id: string, @Body() body: RenameCustomUserListRequest): Promise<CustomUserListResponse> {
    return this.commands.execute(new RenameCustomUserListCommand(id, body.name));
  }

  @Delete('custom_user_lists/:id')
  @ManagementCall({ resolver: CustomUserListOwnerResolver })
  @ApiOperation({
    summary: "Delete a list and its addresses (list tickets that named only this list are sold to nobody until the organizer picks another)",
    operationId: 'deleteCustomUserList',
  })
  @ApiOkResponse({ type: MessageResponse, description: "{ message: 'List deleted successfully' }" })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  remove(@Param('id') id: string): Promise<MessageResponse> {
    return this.commands.execute(new DeleteCustomUserListCommand(id));
  }

  @Get('custom_user_lists_users')
  @ManagementCall({ resolver: CustomUserListUsersOwnerResolver })
  @ApiOperation({ summary: `The addresses on a list, newest first (${LIST_USERS_PER_PAGE} per page by default; up to ${LIST_USERS_MAX_PER_PAGE} for the CSV export), searched by e-mail`, operationId: 'listCustomUserListUsers' })
  @ApiOkResponse({ type: CustomUserListUsersPageResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  users(@Query() q: CustomUserListUsersQuery): Promise<CustomUserListUsersPageResponse> {
    const filter = { listId: q.customUserListId, page: q.page ?? 1, perPage: q.perPage ?? LIST_USERS_PER_PAGE, query: q.query?.trim() || undefined };
    return this.queries.execute(new ListCustomUserListUsersQuery(filter));
  }

  @Post('custom_user_lists_users/create_bulk')
  @ManagementCall({ resolver: CustomUserListUsersOwnerResolver })
  @ApiOperation({ summary: 'Add e-mail addresses to a list (the add form or a bulk import): all of them, or none', operationId: 'addCustomUserListUsers' })
  @ApiCreatedResponse({ type: CustomUserListUsersAddedResponse, description: "{ message: '{n} users added successfully', count }" })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: `${PROBLEMS}: invalid, missing, repeated or already listed addresses` })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  addUsers(@Body() body: AddCustomUserListUsersRequest): Promise<CustomUserListUsersAddedResponse> {
    return this.commands.execute(new AddCustomUserListUsersCommand(body.customUserListId, body.emails));
  }

  @Delete('custom_user_lists_users/:id')
  @ManagementCall({ resolver: CustomUserListUserOwnerResolver })
  @ApiOperation({ summary: 'Take an address off its list', operationId: 'removeCustomUserListUser' })
  @ApiOkResponse({ type: MessageResponse, description: "{ message: 'User removed successfully' }" })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Sorry! That user wasn’t found on the list.'" })
  removeUser(@Param('id') id: string): Promise<MessageResponse> {
    return this.commands.execute(new RemoveCustomUserListUserCommand(id));
  }
}
