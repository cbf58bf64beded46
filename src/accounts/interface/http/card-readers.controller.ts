import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, ManagementCall } from '../../../shared/http/auth.js';
import { AddCardReaderCommand } from '../../application/add-card-reader/add-card-reader.command.js';
import { AddLocationCommand } from '../../application/add-location/add-location.command.js';
import { GetPlaceQuery } from '../../application/get-place/get-place.query.js';
import { ListCardReadersQuery } from '../../application/list-card-readers/list-card-readers.query.js';
import { SearchPlacesQuery } from '../../application/search-places/search-places.query.js';
import { AddCardReaderRequest, AddLocationRequest, CardReadersQuery, PlacesAutocompleteQuery } from './card-readers.request.js';
import { CardReaderCreatedResponse, CardReaderResponse, LocationCreatedResponse, PlaceAddressResponse, PlaceSuggestionResponse } from './card-readers.response.js';

const NOT_CONNECTED = 'Payments are not connected (no Stripe account, or it cannot charge cards yet)';

/** Card readers for in-person sales (seed 001 §2.1 'Add card reader'): venues, readers and the address search. */
@ApiTags('card readers')
@Controller('client_side_api/v1')
export class CardReadersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('profile_management/locations')
  @ManagementCall()
  @ApiOperation({ summary: "Record a venue (US address) of the owner, on the owner's connected payment account", operationId: 'addLocation' })
  @ApiCreatedResponse({ type: LocationCreatedResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: "The location's problems, each with the seeds' message" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: NOT_CONNECTED })
  addLocation(@Body() body: AddLocationRequest): Promise<LocationCreatedResponse> {
    return this.commands.execute(new AddLocationCommand(body.ownerId, body.location));
  }

  @Post('stripe_terminals')
  @ManagementCall()
  @ApiOperation({ summary: 'Register a card reader at a location of the owner with the code the reader shows', operationId: 'addCardReader' })
  @ApiCreatedResponse({ type: CardReaderCreatedResponse })
  @ApiBadRequestResponse({ type: MessageResponse, description: "A missing name or pairing code ([{ message }]), or a pairing code the provider refuses ({ message: 'Please enter a valid pairing code' })" })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'No such location of the owner' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: NOT_CONNECTED })
  addCardReader(@Body() body: AddCardReaderRequest): Promise<CardReaderCreatedResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new AddCardReaderCommand(ownerId, input));
  }

  @Get('stripe_terminals/list_readers')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's card readers, oldest first", operationId: 'listCardReaders' })
  @ApiOkResponse({ type: [CardReaderResponse] })
  listReaders(@Query() query: CardReadersQuery): Promise<CardReaderResponse[]> {
    return this.queries.execute(new ListCardReadersQuery(query.ownerId));
  }

  @Get('places/autocomplete')
  @Authenticated()
  @ApiOperation({ summary: 'US addresses for the typed text (address search of the card reader form)', operationId: 'autocompletePlaces' })
  @ApiOkResponse({ type: [PlaceSuggestionResponse] })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many searches by this user' })
  autocomplete(@CurrentPrincipal() principal: Principal, @Query() query: PlacesAutocompleteQuery): Promise<PlaceSuggestionResponse[]> {
    return this.queries.execute(new SearchPlacesQuery(principal.userId, query.input));
  }

  @Get('places/:placeId')
  @Authenticated()
  @ApiOperation({ summary: "A suggested address's parts, when specific enough for a card reader's venue", operationId: 'getPlace' })
  @ApiOkResponse({ type: PlaceAddressResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Please enter a valid address': no such place" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Please enter a more specific address': no street number, street, city, state or postal code" })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many searches by this user' })
  place(@CurrentPrincipal() principal: Principal, @Param('placeId') placeId: string): Promise<PlaceAddressResponse> {
    return this.queries.execute(new GetPlaceQuery(principal.userId, placeId));
  }
}
