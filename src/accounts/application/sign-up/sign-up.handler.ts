import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AcceptInvitationsCommand } from '../accept-invitations/accept-invitations.command.js';
import { UserSignedUp, userStream, type AccountEvent } from '../../contracts/account-events.js';
import { ACCOUNT_MESSAGES, SIGN_UP_LIMIT, emailProblem, nameProblem, normalizeEmail, normalizeUsername, passwordProblem, usernameProblem } from '../../domain/account-rules.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { tooManyRequests, ValidationFailed } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { AccountRepository } from '../ports/account-repository.port.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { PasswordHasher } from '../ports/password-hasher.port.js';
import { SessionStore } from '../ports/session-store.port.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly queries: AccountsQueries,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly events: EventStore,
    private readonly limits: RateLimiter,
    private readonly commands: CommandBus,
  ) {}

  async execute(command: SignUpCommand): Promise<{ accessToken: string; userId: string }> {
    const email = normalizeEmail(command.email);
    const username = normalizeUsername(command.username);
    const name = command.name.trim();
    const problems = [nameProblem(command.name), usernameProblem(username), emailProblem(email), passwordProblem(command.password)].filter(
      (problem): problem is string => problem !== null,
    );
    if (problems.length) throw new ValidationFailed(problems);
    if (command.ip !== null && !(await this.limits.hit(`sign-up:${command.ip}`, SIGN_UP_LIMIT))) throw tooManyRequests(ACCOUNT_MESSAGES.tooManySignUps);

    if (await this.queries.isUsernameTaken(username)) throw new ValidationFailed([ACCOUNT_MESSAGES.usernameTaken]);
    if (await this.accounts.findUserByEmail(email)) throw new ValidationFailed([ACCOUNT_MESSAGES.emailTaken]);

    const passwordHash = await this.hasher.hash(command.password);
    const referredBy = command.referrer ? await this.queries.findProfileId(normalizeUsername(command.referrer)) : null;
    const profile = await this.accounts.addUser({ username, name, email, passwordHash, siteAdmin: command.siteAdmin, referredBy });
    // Two sign-ups raced for the same username or e-mail: the database's unique indexes decided.
    if ('taken' in profile) throw new ValidationFailed([profile.taken === 'email' ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken]);
    const event: AccountEvent = { type: UserSignedUp, data: { userId: profile.id, username, signedUpAt: profile.createdAt.toISOString() } };
    await this.events.appendToStream(userStream(profile.id), [event], { expectedRevision: 'no_stream' });
    if (command.invitation) await this.commands.execute(new AcceptInvitationsCommand(profile.id, email, command.invitation));
    const { accessToken } = await this.sessions.start(profile.id);
    return { accessToken, userId: profile.id };
  }
}
