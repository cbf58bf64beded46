import { Command } from '@nestjs/cqrs';

export class LogInCommand extends Command<{ accessToken: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Client address, for the failed-attempt limit. */
    readonly ip: string,
    /** The token of the team invitation link the person came from. */
    readonly invitation?: string,
  ) {
    super();
  }
}
