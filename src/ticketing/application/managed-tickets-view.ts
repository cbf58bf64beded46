import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, fixedTicketFee, TICKET_FEE_PERCENT } from '../../shared/money.js';
import type { EventDate, TicketingEvent, TicketType } from '../domain/event.js';
import { ticketPricing } from '../domain/ticket-offer.js';
import type { VisibilityScope } from '../domain/ticket-types.js';

export interface ManagedTicketTypeView {
  id: string;
  eventDateId: string;
  attendance: 'in-person' | 'online';
  name: string;
  description: string;
  price: number;
  fee: number;
  cost: number;
  currency: string;
  quantity: number;
  sold: number;
  startsSalesAt: string | null;
  endsSalesAt: string | null;
  visibilityScope: VisibilityScope;
  secret: boolean;
  category: 'Admission' | 'Add on';
  code: string | null;
  quantityPerCode: number | null;
  membershipTierIds: string[];
  customUserListIds: string[];
  initialQuantityPerCode: number | null;
  seatsCategoryKeys: number[];
}

export interface ManagedDateView {
  id: string;
  startsAt: string;
  endsAt: string | null;
  doorTime: string | null;
  past: boolean;
  sold: number;
  ticketTypes: ManagedTicketTypeView[];
}

export interface ManagedTicketsView {
  eventId: string;
  /** The event's owner (whose membership tiers members-only tickets list). */
  ownerId: string;
  eventName: string;
  timezone: string;
  currency: string;
  /** The fee rule, so a form shows the fee of a price before it is saved: fixed part per currency plus this percentage. */
  feePercent: number;
  currencies: { code: string; symbol: string; digits: number; fixedFee: number }[];
  dates: ManagedDateView[];
}

export function managedTicketView(ticket: TicketType): ManagedTicketTypeView {
  return {
    id: ticket.id,
    eventDateId: ticket.eventDateId,
    attendance: ticket.attendance,
    name: ticket.name,
    description: ticket.description,
    ...ticketPricing(ticket.price, ticket.currency),
    quantity: ticket.quantity,
    sold: ticket.sold,
    startsSalesAt: ticket.salesStartAt?.toISOString() ?? null,
    endsSalesAt: ticket.salesEndAt?.toISOString() ?? null,
    visibilityScope: ticket.visibilityScope,
    secret: ticket.visibilityScope === 'secret',
    category: ticket.category,
    code: ticket.code,
    quantityPerCode: ticket.quantityPerCode,
    membershipTierIds: ticket.membershipTierIds,
    customUserListIds: ticket.customUserListIds,
    initialQuantityPerCode: ticket.initialQuantityPerCode,
    seatsCategoryKeys: ticket.seatsCategoryKeys,
  };
}

/** `dates` in start order, `tickets` in position order. */
export function managedTicketsView(event: TicketingEvent, dates: EventDate[], tickets: TicketType[], now: Date): ManagedTicketsView {
  return {
    eventId: event.id,
    ownerId: event.ownerId,
    eventName: event.name,
    timezone: event.timezone,
    // Without ticket types, the currency a new one starts with.
    currency: tickets[0]?.currency ?? DEFAULT_CURRENCY,
    feePercent: TICKET_FEE_PERCENT,
    currencies: CURRENCY_CODES.map((code) => ({ code, symbol: CURRENCIES[code].symbol, digits: CURRENCIES[code].digits, fixedFee: fixedTicketFee(code) })),
    dates: dates.map((date) => {
      const ofDate = tickets.filter((ticket) => ticket.eventDateId === date.id);
      return {
        id: date.id,
        startsAt: date.startsAt.toISOString(),
        endsAt: date.endsAt?.toISOString() ?? null,
        doorTime: date.doorTime?.toISOString() ?? null,
        past: (date.endsAt ?? date.startsAt) <= now,
        sold: ofDate.reduce((sum, ticket) => sum + ticket.sold, 0),
        ticketTypes: ofDate.map(managedTicketView),
      };
    }),
  };
}
