import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AffiliationEntity, ProfileEntity, UserEntity } from '../../infrastructure/account.entities.js';
import { MESSAGES, unauthorized } from '../../../shared/http/api-errors.js';
import type { CurrentUserView } from '../account-views.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetCurrentUserQuery): Promise<CurrentUserView> {
    const em = this.em.fork();
    const [user, profile] = await Promise.all([em.findOne(UserEntity, { id: query.userId }), em.findOne(ProfileEntity, { id: query.userId })]);
    if (!user || !profile) throw unauthorized(MESSAGES.loginRequired);
    const affiliations = await em.find(AffiliationEntity, { userId: user.id }, { orderBy: { createdAt: 'asc' } });
    const organizations = await em.find(ProfileEntity, { id: { $in: affiliations.map((a) => a.organizationId) } });
    const byId = new Map(organizations.map((o) => [o.id, o]));
    return {
      id: user.id,
      name: profile.name,
      username: profile.username,
      email: user.email,
      type: 'User',
      avatar: profile.avatar,
      siteAdmin: user.siteAdmin,
      developerZone: profile.developerZone,
      organizations: affiliations.flatMap((affiliation) => {
        const organization = byId.get(affiliation.organizationId);
        return organization
          ? [
              {
                id: organization.id,
                name: organization.name,
                username: organization.username,
                avatar: organization.avatar,
                type: 'School' as const,
                owner: affiliation.owner,
                admin: affiliation.admin,
                developerZone: organization.developerZone,
              },
            ]
          : [];
      }),
    };
  }
}
