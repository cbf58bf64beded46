import { Command } from '@nestjs/cqrs';

/** A one-time link to the provider's dashboard of the owner's account; null url where there is none (demo). */
export class CreateLoginLinkCommand extends Command<{ url: string | null }> {
  constructor(readonly ownerId: string) {
    super();
  }
}
