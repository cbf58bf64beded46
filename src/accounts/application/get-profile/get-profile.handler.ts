import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, normalizeUsername } from '../../domain/account-rules.js';
import { AffiliationEntity, ProfileEntity } from '../../infrastructure/account.entities.js';
import { notFound } from '../../../shared/http/api-errors.js';
import type { ProfileView } from '../account-views.js';
import { toProfileView } from '../profile-view.js';
import { findProfileByUsername } from '../username-availability.js';
import { GetProfileQuery } from './get-profile.query.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetProfileQuery): Promise<ProfileView> {
    const em = this.em.fork();
    const profile = await findProfileByUsername(em, normalizeUsername(query.username));
    const wanted = query.type === 'school' ? 'School' : query.type === 'user' ? 'User' : undefined;
    if (!profile || (wanted && profile.type !== wanted)) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    if (profile.type === 'School') return toProfileView(profile, []);
    // A user's public organizations: those where the affiliation is not hidden.
    const affiliations = await em.find(AffiliationEntity, { userId: profile.id, hidden: false });
    const organizations = await em.find(ProfileEntity, { id: { $in: affiliations.map((a) => a.organizationId) } }, { orderBy: { name: 'asc' } });
    return toProfileView(profile, organizations);
  }
}
