import { Query } from '@nestjs/cqrs';
import type { SubscriptionRowView } from '../member-view.js';

/** A buyer's memberships with every owner, expired ones hidden. */
export class ListUserSubscriptionsQuery extends Query<SubscriptionRowView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
