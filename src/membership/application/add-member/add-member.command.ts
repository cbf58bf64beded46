import { Command } from '@nestjs/cqrs';
import type { MemberView } from '../member-view.js';

/** What the owner's member form sends; checked by the handler so every problem gets the seeds' message. */
export interface AddMemberInput {
  name?: unknown;
  email?: unknown;
  tierId?: unknown;
  priceInterval?: unknown;
  expiresAt?: unknown;
}

/** Add a member by hand (no payment): invited to the tier until `expiresAt`, or without end. */
export class AddMemberCommand extends Command<MemberView> {
  constructor(
    readonly ownerId: string,
    readonly input: AddMemberInput,
  ) {
    super();
  }
}
