import { Command } from '@nestjs/cqrs';

/** Opens the owner's payment account (once) and answers where to fill in its details. */
export class StartPayoutsOnboardingCommand extends Command<{ url: string }> {
  constructor(readonly ownerId: string) {
    super();
  }
}
