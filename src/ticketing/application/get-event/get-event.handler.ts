import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventAccess } from '../event-access.js';
import { MemberPrices } from '../../../checkout/contracts/member-prices.js';
import { MembershipAccess } from '../../../membership/contracts/membership-access.js';
import { buildEventView, membershipDiscountViews, withMemberTerms, type EventView } from '../event-view.js';
import { listedTicketTypeIds } from '../list-ticket-access.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { GetEventQuery } from './get-event.query.js';

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly access: EventAccess,
    private readonly memberPrices: MemberPrices,
    private readonly membership: MembershipAccess,
  ) {}

  async execute({ eventId, viewer }: GetEventQuery): Promise<EventView> {
    const event = await this.queries.event(eventId);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const access = await this.access.of(viewer, event);
    // A draft is hidden from public view; a private event is only for its managers until it is shared with them.
    if ((!event.published || event.private) && !access.canManage) throw notFound(EVENT_MESSAGES.notFound);
    const contents = await this.queries.eventContents(event);
    const viewerId = viewer?.userId ?? null;
    const [people, listed, promoCodeCovers] = await Promise.all([
      this.profiles.findByIds([event.ownerId, ...contents.collaborators.map((c) => c.profileId)]),
      listedTicketTypeIds(this.queries, this.profiles, contents.ticketTypes, viewerId),
      this.queries.promoCodeCovers(event.ownerId, event.categoryId),
    ]);
    const view = buildEventView(event, contents, people, access, { listedTicketTypeIds: listed, promoCodeCovers });
    const [terms, heldTierIds] = await Promise.all([
      this.memberPrices.ticketTerms(event, contents.ticketTypes, viewerId),
      this.membership.heldTierIds(event.ownerId, viewerId),
    ]);
    const benefits = await this.membership.benefitsOf(event.ownerId, heldTierIds);
    return {
      ...view,
      ticketTypes: withMemberTerms(view.ticketTypes, terms),
      membershipDiscounts: membershipDiscountViews(benefits, event, contents.ticketTypes.map((t) => t.id)),
    };
  }
}
