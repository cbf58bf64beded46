import { CURRENCIES, CURRENCY_CODES, fixedTicketFee, isCurrency, ticketCost, ticketFee, TICKET_FEE_PERCENT, type Currency } from '../../shared/money.js';
import type { VisibilityScope } from '../domain/ticket-types.js';
import type { EventDateEntity, EventEntity, TicketTypeEntity } from '../infrastructure/ticketing.entities.js';

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
  eventName: string;
  timezone: string;
  currency: string;
  /** The fee rule, so a form shows the fee of a price before it is saved: fixed part per currency plus this percentage. */
  feePercent: number;
  currencies: { code: string; symbol: string; digits: number; fixedFee: number }[];
  dates: ManagedDateView[];
}

const currencyOf = (code: string): Currency => (isCurrency(code) ? code : 'usd');

export function managedTicketView(ticket: TicketTypeEntity): ManagedTicketTypeView {
  return {
    id: ticket.id,
    eventDateId: ticket.eventDateId,
    attendance: ticket.attendance,
    name: ticket.name,
    description: ticket.description,
    price: ticket.price,
    fee: ticketFee(ticket.price, currencyOf(ticket.currency)),
    cost: ticketCost(ticket.price, currencyOf(ticket.currency)),
    currency: ticket.currency,
    quantity: ticket.quantity,
    sold: ticket.sold,
    startsSalesAt: ticket.salesStartAt?.toISOString() ?? null,
    endsSalesAt: ticket.salesEndAt?.toISOString() ?? null,
    visibilityScope: ticket.visibilityScope,
    secret: ticket.visibilityScope === 'secret',
    category: ticket.category,
    code: ticket.code,
    quantityPerCode: ticket.quantityPerCode,
  };
}

/** `dates` in start order, `tickets` in position order. */
export function managedTicketsView(event: EventEntity, dates: EventDateEntity[], tickets: TicketTypeEntity[], now: Date): ManagedTicketsView {
  return {
    eventId: event.id,
    eventName: event.name,
    timezone: event.timezone,
    currency: tickets[0]?.currency ?? 'usd',
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
