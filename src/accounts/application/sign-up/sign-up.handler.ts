import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserSignedUp, userStream, type AccountEvent } from '../../contracts/account-events.js';
import { ACCOUNT_MESSAGES, emailProblem, nameProblem, normalizeEmail, normalizeUsername, passwordProblem, usernameProblem } from '../../domain/account-rules.js';
import { ProfileEntity, UserEntity } from '../../infrastructure/account.entities.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { ValidationFailed } from '../../../shared/http/api-errors.js';
import { PasswordHasher } from '../ports/password-hasher.port.js';
import { SessionStore } from '../ports/session-store.port.js';
import { isUsernameTaken } from '../username-availability.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly events: EventStore,
  ) {}

  async execute(command: SignUpCommand): Promise<{ accessToken: string; userId: string }> {
    const email = normalizeEmail(command.email);
    const username = normalizeUsername(command.username);
    const name = command.name.trim();
    const problems = [nameProblem(command.name), usernameProblem(username), emailProblem(email), passwordProblem(command.password)].filter(
      (problem): problem is string => problem !== null,
    );
    if (problems.length) throw new ValidationFailed(problems);

    const em = this.em.fork();
    if (await isUsernameTaken(em, username)) throw new ValidationFailed([ACCOUNT_MESSAGES.usernameTaken]);
    if (await em.findOne(UserEntity, { email })) throw new ValidationFailed([ACCOUNT_MESSAGES.emailTaken]);

    const passwordHash = await this.hasher.hash(command.password);
    let profile!: ProfileEntity;
    try {
      // The user row refers to its profile: write the profile first, both in one transaction.
      await em.transactional(async (tx) => {
        profile = tx.create(ProfileEntity, { type: 'User', username, name });
        await tx.flush();
        tx.create(UserEntity, { id: profile.id, email, passwordHash, siteAdmin: command.siteAdmin });
      });
    } catch (error) {
      // Two sign-ups raced for the same username or e-mail: the unique indexes decide.
      if (isUniqueViolation(error)) throw new ValidationFailed([String(error).includes('email') ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken]);
      throw error;
    }
    const event: AccountEvent = { type: UserSignedUp, data: { userId: profile.id, username, signedUpAt: profile.createdAt.toISOString() } };
    await this.events.appendToStream(userStream(profile.id), [event], { expectedRevision: 'no_stream' });
    const { accessToken } = await this.sessions.start(profile.id);
    return { accessToken, userId: profile.id };
  }
}

function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';
}
