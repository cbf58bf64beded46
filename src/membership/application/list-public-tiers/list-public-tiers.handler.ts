import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { MemberTickets } from '../../../ticketing/contracts/member-tickets.js';
import { tiersVisible } from '../../domain/membership-rules.js';
import { publicTierView, type PublicTierView } from '../membership-views.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { MembershipSettingsRepository } from '../ports/membership-settings-repository.port.js';
import { ListPublicTiersQuery } from './list-public-tiers.query.js';

@QueryHandler(ListPublicTiersQuery)
export class ListPublicTiersHandler implements IQueryHandler<ListPublicTiersQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly settings: MembershipSettingsRepository,
    private readonly profiles: ProfileDirectory,
    private readonly tickets: MemberTickets,
  ) {}

  async execute({ ownerId, privateUuid }: ListPublicTiersQuery): Promise<PublicTierView[]> {
    const [owner] = isUuid(ownerId) ? await this.profiles.findByIds([ownerId]) : [];
    if (!owner) throw notFound("Sorry! That profile wasn't found.");
    const settings = await this.settings.find(ownerId);
    if (settings && !tiersVisible(settings, privateUuid)) return [];
    const rows = (await this.queries.tiers(ownerId)).filter((row) => !row.archived && row.prices.some((p) => !p.archived));
    const tickets = rows.length ? await this.tickets.forTiers(rows.map((row) => row.id)) : [];
    return rows.map((row) => publicTierView(row, owner.paymentsEnabled, tickets));
  }
}
