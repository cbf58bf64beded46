import { Command } from '@nestjs/cqrs';

export class SignUpCommand extends Command<{ accessToken: string; userId: string }> {
  constructor(
    readonly name: string,
    readonly username: string,
    readonly email: string,
    readonly password: string,
    readonly siteAdmin = false,
  ) {
    super();
  }
}
