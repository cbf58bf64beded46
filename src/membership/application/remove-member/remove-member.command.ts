import { Command } from '@nestjs/cqrs';

/** Remove a member added by hand (provider-managed members are refused). */
export class RemoveMemberCommand extends Command<true> {
  constructor(readonly subscriptionId: string) {
    super();
  }
}
