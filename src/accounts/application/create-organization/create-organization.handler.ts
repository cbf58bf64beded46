import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, nameProblem, normalizeUsername, usernameProblem } from '../../domain/account-rules.js';
import { AffiliationEntity, ProfileEntity } from '../../infrastructure/account.entities.js';
import { ValidationFailed } from '../../../shared/http/api-errors.js';
import type { ProfileView } from '../account-views.js';
import { toProfileView } from '../profile-view.js';
import { isUsernameTaken } from '../username-availability.js';
import { CreateOrganizationCommand } from './create-organization.command.js';

/** The creator becomes the organization's owner with an admin affiliation. */
@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: CreateOrganizationCommand): Promise<ProfileView> {
    const username = normalizeUsername(command.username);
    const problems = [nameProblem(command.name), usernameProblem(username)].filter((p): p is string => p !== null);
    if (problems.length) throw new ValidationFailed(problems);
    const em = this.em.fork();
    if (await isUsernameTaken(em, username)) throw new ValidationFailed([ACCOUNT_MESSAGES.usernameTaken]);
    const organization = await em.transactional(async (tx) => {
      const created = tx.create(ProfileEntity, { type: 'School', username, name: command.name.trim() });
      await tx.flush();
      tx.create(AffiliationEntity, { organizationId: created.id, userId: command.creatorId, name: 'Organizer', owner: true, admin: true });
      return created;
    });
    return toProfileView(organization, []);
  }
}
