import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import type { ProfileSettingsView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { GetProfileSettingsQuery } from './get-profile-settings.query.js';

/** The account settings of a profile, private e-mail included: a management read. Closed accounts are not found. */
@QueryHandler(GetProfileSettingsQuery)
export class GetProfileSettingsHandler implements IQueryHandler<GetProfileSettingsQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  async execute(query: GetProfileSettingsQuery): Promise<ProfileSettingsView> {
    const settings = await this.queries.profileSettings(query.profileId, query.viewerId);
    if (!settings) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return settings;
  }
}
