import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MESSAGES, unauthorized } from '../../../shared/errors.js';
import type { CurrentUserView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  async execute(query: GetCurrentUserQuery): Promise<CurrentUserView> {
    const user = await this.queries.currentUser(query.userId);
    if (!user) throw unauthorized(MESSAGES.loginRequired);
    return user;
  }
}
