import { Command } from '@nestjs/cqrs';

/** Finishes the demo gateway's simulated onboarding of the owner's account (no money moves). */
export class CompleteDemoOnboardingCommand extends Command<true> {
  constructor(readonly ownerId: string) {
    super();
  }
}
