import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../shared/http/auth.js';
import { SearchCollaboratorsQuery } from '../../application/search-collaborators/search-collaborators.query.js';
import { SearchCollaboratorsRequestQuery } from './accounts.request.js';
import { CollaboratorCandidateResponse } from './accounts.response.js';

@ApiTags('profiles')
@Controller('client_side_api')
export class CollaboratorSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search_collaborators')
  @Authenticated()
  @ApiOperation({ summary: 'People and organizations by username or name, to add as collaborators (at most 10)', operationId: 'searchCollaborators' })
  @ApiOkResponse({ type: [CollaboratorCandidateResponse] })
  search(@Query() query: SearchCollaboratorsRequestQuery): Promise<CollaboratorCandidateResponse[]> {
    const types = query.types ? [...new Set(query.types.split(','))] : ['user', 'school'];
    return this.queries.execute(new SearchCollaboratorsQuery(query.query, types as ('user' | 'school')[]));
  }
}
