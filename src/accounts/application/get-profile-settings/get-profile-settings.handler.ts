import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { ProfileEntity, UserEntity } from '../../infrastructure/account.entities.js';
import { notFound } from '../../../shared/http/api-errors.js';
import type { ProfileSettingsView } from '../account-views.js';
import { GetProfileSettingsQuery } from './get-profile-settings.query.js';

/** The account settings of a profile, private e-mail included: a management read. */
@QueryHandler(GetProfileSettingsQuery)
export class GetProfileSettingsHandler implements IQueryHandler<GetProfileSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetProfileSettingsQuery): Promise<ProfileSettingsView> {
    const em = this.em.fork();
    const profile = await em.findOne(ProfileEntity, { id: query.profileId });
    if (!profile) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const user = profile.type === 'User' ? await em.findOne(UserEntity, { id: profile.id }) : null;
    return {
      id: profile.id,
      type: profile.type,
      name: profile.name,
      username: profile.username,
      email: user?.email ?? null,
      description: profile.description,
      timezone: profile.timezone,
      currency: profile.currency,
      avatar: profile.avatar,
      banner: profile.banner,
      social: profile.social,
      developerZone: profile.developerZone,
    };
  }
}
