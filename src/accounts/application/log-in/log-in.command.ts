import { Command } from '@nestjs/cqrs';

export class LogInCommand extends Command<{ accessToken: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Client address, for the failed-attempt limit. */
    readonly ip: string,
  ) {
    super();
  }
}
