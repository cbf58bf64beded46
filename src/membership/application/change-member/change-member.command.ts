import { Command } from '@nestjs/cqrs';
import type { MemberView } from '../member-view.js';

/** The fields of a member added by hand that the owner changes; absent ones stay. */
export interface ChangeMemberInput {
  name?: unknown;
  tierId?: unknown;
  priceInterval?: unknown;
  expiresAt?: unknown;
}

/** Change a member added by hand (provider-managed members are refused). */
export class ChangeMemberCommand extends Command<MemberView> {
  constructor(
    readonly subscriptionId: string,
    readonly input: ChangeMemberInput,
  ) {
    super();
  }
}
