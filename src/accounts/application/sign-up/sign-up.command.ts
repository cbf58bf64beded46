import { Command } from '@nestjs/cqrs';

export class SignUpCommand extends Command<{ accessToken: string; userId: string }> {
  constructor(
    readonly name: string,
    readonly username: string,
    readonly email: string,
    readonly password: string,
    /** The client's address, counted against the sign-up limit; null for accounts made on the server (demo data). */
    readonly ip: string | null,
    readonly siteAdmin = false,
    /** The token of the team invitation link the person came from. */
    readonly invitation?: string,
    /** The username in the referral link the person came from (`ref`); ignored when no open account has it. */
    readonly referrer?: string,
  ) {
    super();
  }
}
