import { notFound, unprocessable } from '../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../domain/account-rules.js';
import { TEAM_MESSAGES } from '../domain/team.js';
import type { TeamRepository } from './ports/team-repository.port.js';

/** Teams are for organizations only: a user account is told so (seed 001 §2.1). */
export async function requireOrganization(team: TeamRepository, ownerId: string): Promise<void> {
  const type = await team.ownerType(ownerId);
  if (type === null) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
  if (type !== 'School') throw unprocessable(TEAM_MESSAGES.organizationsOnly);
}
