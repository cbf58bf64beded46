import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AcceptInvitationsCommand } from '../accept-invitations/accept-invitations.command.js';
import { ACCOUNT_MESSAGES, LOGIN_LIMITS, normalizeEmail } from '../../domain/account-rules.js';
import { tooManyRequests, unauthorized } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { AccountRepository } from '../ports/account-repository.port.js';
import { PasswordHasher } from '../ports/password-hasher.port.js';
import { SessionStore } from '../ports/session-store.port.js';
import { LogInCommand } from './log-in.command.js';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly limits: RateLimiter,
    private readonly commands: CommandBus,
  ) {}

  async execute(command: LogInCommand): Promise<{ accessToken: string }> {
    const email = normalizeEmail(command.email);
    // Every attempt is counted before the password is checked; a successful one clears its account's count.
    const accountKey = `login:${email}|${command.ip}`;
    const [byAccount, byAddress] = await Promise.all([
      this.limits.hit(accountKey, LOGIN_LIMITS.perAccountAndAddress),
      this.limits.hit(`login:${command.ip}`, LOGIN_LIMITS.perAddress),
    ]);
    if (!byAccount || !byAddress) throw tooManyRequests(ACCOUNT_MESSAGES.tooManyAttempts);
    const user = await this.accounts.findUserByEmail(email);
    if (!user || !(await this.hasher.verify(user.passwordHash, command.password))) throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
    await this.limits.reset(accountKey);
    if (command.invitation) await this.commands.execute(new AcceptInvitationsCommand(user.id, user.email, command.invitation));
    return { accessToken: (await this.sessions.start(user.id)).accessToken };
  }
}
