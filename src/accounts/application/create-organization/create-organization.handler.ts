import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, nameProblem, normalizeUsername, usernameProblem } from '../../domain/account-rules.js';
import { ValidationFailed } from '../../../shared/errors.js';
import type { ProfileView } from '../account-views.js';
import { AccountRepository } from '../ports/account-repository.port.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { toProfileView } from '../profile-view.js';
import { CreateOrganizationCommand } from './create-organization.command.js';

/** The creator becomes the organization's owner with an admin affiliation; whoever referred the creator referred it too. */
@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly queries: AccountsQueries,
  ) {}

  async execute(command: CreateOrganizationCommand): Promise<ProfileView> {
    const username = normalizeUsername(command.username);
    const problems = [nameProblem(command.name), usernameProblem(username)].filter((p): p is string => p !== null);
    if (problems.length) throw new ValidationFailed(problems);
    if (await this.queries.isUsernameTaken(username)) throw new ValidationFailed([ACCOUNT_MESSAGES.usernameTaken]);
    // The referral of the person goes on to the organizations they create.
    const referredBy = await this.accounts.referrerOf(command.creatorId);
    const organization = await this.accounts.addOrganization(
      { username, name: command.name.trim(), referredBy },
      { userId: command.creatorId, role: 'Organizer', owner: true, admin: true },
    );
    // Another organization or user took the username in the meantime: the unique index decided.
    if ('taken' in organization) throw new ValidationFailed([ACCOUNT_MESSAGES.usernameTaken]);
    return toProfileView(organization, []);
  }
}
