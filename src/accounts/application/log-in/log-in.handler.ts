import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, normalizeEmail } from '../../domain/account-rules.js';
import { LoginFailureEntity, UserEntity } from '../../infrastructure/account.entities.js';
import { ApiError } from '../../../shared/http/api-errors.js';
import { PasswordHasher } from '../ports/password-hasher.port.js';
import { SessionStore } from '../ports/session-store.port.js';
import { LogInCommand } from './log-in.command.js';

/** Failed attempts allowed per e-mail (and, more loosely, per address) within the window. */
export const LOGIN_LIMIT = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
  ) {}

  async execute(command: LogInCommand): Promise<{ accessToken: string }> {
    const em = this.em.fork();
    const email = normalizeEmail(command.email);
    const since = new Date(Date.now() - LOGIN_LIMIT.windowMs);
    // Counted in SQL: the event store's driver makes PostgreSQL bigints BigInt, which ORM counts refuse.
    const [failures] = await em.getConnection().execute<{ by_email: number; by_ip: number }[]>(
      `SELECT count(*) FILTER (WHERE email = ?)::int AS by_email, count(*) FILTER (WHERE ip = ?)::int AS by_ip
       FROM accounts.login_failures WHERE created_at >= ?`,
      [email, command.ip, since],
    );
    const byEmail = failures?.by_email ?? 0;
    const byIp = failures?.by_ip ?? 0;
    if (byEmail >= LOGIN_LIMIT.perEmail || byIp >= LOGIN_LIMIT.perIp) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, ACCOUNT_MESSAGES.tooManyAttempts);
    }
    const user = await em.findOne(UserEntity, { email });
    if (!user || !(await this.hasher.verify(user.passwordHash, command.password))) {
      em.create(LoginFailureEntity, { email, ip: command.ip });
      await em.flush();
      throw new ApiError(HttpStatus.UNAUTHORIZED, ACCOUNT_MESSAGES.invalidLogin);
    }
    await em.nativeDelete(LoginFailureEntity, { email });
    return { accessToken: (await this.sessions.start(user.id)).accessToken };
  }
}
