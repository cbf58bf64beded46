import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { memberView, recordOf, type MemberView } from '../member-view.js';
import { Subscriptions } from '../subscription-repository.js';
import { GetMemberQuery } from './get-member.query.js';

/** One member, read from its own stream (current right after a change, before the members list catches up). */
@QueryHandler(GetMemberQuery)
export class GetMemberHandler implements IQueryHandler<GetMemberQuery> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId }: GetMemberQuery): Promise<MemberView> {
    const state = await this.subscriptions.get(subscriptionId);
    return memberView(recordOf(state.snapshot!), this.clock.now());
  }
}
