import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Broadcasts } from '../../../media/contracts/broadcasts.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { cancelProblem, transferProblem } from '../../domain/held-ticket.js';
import { customUserListData, listShareCodes } from '../list-share-codes.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { datesById, heldTicket } from './buyer-tickets.js';
import { ListBuyerTicketsQuery, TICKET_GROUPS_PER_PAGE, type TicketGroup, type TicketGroupList } from './list-buyer-tickets.query.js';

/**
 * A user has few tickets, so every one is read and grouped here; the dates come fresh from ticketing (an
 * organizer may move a date). A date is upcoming until it ends (or starts, when it has no end).
 */
@QueryHandler(ListBuyerTicketsQuery)
export class ListBuyerTicketsHandler implements IQueryHandler<ListBuyerTicketsQuery> {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly profiles: ProfileDirectory,
    private readonly ticketDates: TicketDates,
    private readonly broadcasts: Broadcasts,
    private readonly catalog: CheckoutCatalog,
  ) {}

  async execute({ userId, type, page }: ListBuyerTicketsQuery): Promise<TicketGroupList> {
    const email = (await this.profiles.accountEmail(userId)) ?? '';
    const viewer = { userId, email };
    const records = await this.queries.registrationsOf(viewer);
    const dates = await datesById(this.ticketDates, records.map((r) => r.eventDateId));
    const broadcastIds = await this.broadcasts.idsForDates([...new Set(records.filter((r) => r.attendance === 'online').map((r) => r.eventDateId))]);
    const now = new Date();
    const groups = new Map<string, TicketGroup>();
    for (const record of records) {
      const date = dates.get(record.eventDateId);
      if (!date) continue;
      const ends = date.date.endsAt ?? date.date.startsAt;
      if ((ends >= now) !== (type === 'future')) continue;
      const held = heldTicket(record, date, viewer);
      let group = groups.get(record.eventDateId);
      if (!group) {
        group = { eventId: date.event.id, eventDateId: date.date.id, eventName: date.event.name, thumbnail: date.event.poster, startsAt: date.date.startsAt.toISOString(), timezone: date.event.timezone, registrations: [] };
        groups.set(record.eventDateId, group);
      }
      group.registrations.push({
        id: record.id,
        name: `${record.firstName} ${record.lastName}`.trim(),
        ticket: record.ticketName,
        status: record.status,
        attendanceType: record.attendance,
        transferAllowed: transferProblem(held, now) === null,
        cancelAllowed: cancelProblem(held, now) === null,
        transferredTo: held.holder ? null : `${record.firstName} ${record.lastName}`.trim(),
        orderItemId: record.id,
        orderId: record.orderId,
        broadcastId: record.attendance === 'online' ? (broadcastIds.get(record.eventDateId) ?? null) : null,
        customUserListData: null,
      });
    }
    // Upcoming: soonest first; past: most recent first.
    const sorted = [...groups.values()].sort((a, b) => (type === 'future' ? a.startsAt.localeCompare(b.startsAt) : b.startsAt.localeCompare(a.startsAt)));
    const start = (page - 1) * TICKET_GROUPS_PER_PAGE;
    const shown = sorted.slice(start, start + TICKET_GROUPS_PER_PAGE);
    // Share codes are the viewer's own: of the list tickets on this page the viewer bought signed in.
    const byId = new Map(records.map((r) => [r.id, r]));
    const bought = shown.flatMap((g) => g.registrations.map((r) => byId.get(r.id)!)).filter((r) => r.userId === userId);
    const codes = await listShareCodes(this.catalog, email, bought);
    for (const registration of shown.flatMap((g) => g.registrations)) {
      const record = byId.get(registration.id)!;
      if (record.userId === userId) registration.customUserListData = customUserListData(codes, record);
    }
    return { data: shown, page, perPage: TICKET_GROUPS_PER_PAGE, totalCount: sorted.length };
  }
}
