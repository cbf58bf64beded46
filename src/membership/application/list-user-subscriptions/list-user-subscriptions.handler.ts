import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { displayStatus } from '../../domain/member-status.js';
import { membershipView, type SubscriptionRowView } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ListUserSubscriptionsQuery } from './list-user-subscriptions.query.js';

@QueryHandler(ListUserSubscriptionsQuery)
export class ListUserSubscriptionsHandler implements IQueryHandler<ListUserSubscriptionsQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListUserSubscriptionsQuery): Promise<SubscriptionRowView[]> {
    const now = this.clock.now();
    const records = (await this.queries.memberRecordsOfUser(userId)).filter(
      (r) => displayStatus(r.status, r.expiresAt, now) !== 'expired',
    );
    const ownerIds = [...new Set(records.map((r) => r.ownerId))];
    const [owners, contacts] = await Promise.all([this.profiles.findByIds(ownerIds), this.queries.ownerContactEmails(ownerIds)]);
    const accountEmails = new Map(await Promise.all(ownerIds.filter((id) => !contacts.has(id)).map(async (id) => [id, (await this.profiles.accountEmail(id)) ?? ''] as const)));
    return records.flatMap((r) => {
      const owner = owners.find((o) => o.id === r.ownerId);
      if (!owner) return [];
      const { manageUrl, stripeSubscription } = membershipView(r);
      return [
        {
          id: r.subscriptionId,
          status: r.status,
          displayStatus: displayStatus(r.status, r.expiresAt, now),
          expiresAt: r.expiresAt,
          addedManually: r.source === 'manual',
          manageUrl,
          owner: { id: owner.id, type: owner.type, username: owner.username, name: owner.name, avatar: owner.avatar, email: contacts.get(owner.id) ?? accountEmails.get(owner.id) ?? '' },
          tier: { name: r.tierName, amount: r.amount, interval: r.interval, currency: r.currency },
          stripeSubscription,
        },
      ];
    });
  }
}
