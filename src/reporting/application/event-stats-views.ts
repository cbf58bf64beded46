import type { Currency } from '../../shared/money.js';

/** Which sales an event's stats sum: one date's (`eventDateId`) or all (null); amounts only in the event's currency, counts in every one. */
export interface EventStatsScope {
  ownerId: string;
  eventId: string;
  eventDateId: string | null;
  currency: Currency;
  /** The event's zone, in which sales fall on days. */
  timezone: string;
}

/** A ticket type's sales: tickets sold (less those refunded or cancelled) and their prices after discounts. */
export interface TicketTypeSales {
  ticketTypeId: string;
  /** The ticket type's name at purchase. */
  name: string;
  sold: number;
  revenue: number;
}

/** Money in minor units of the event's currency. */
export interface EventStatsTotals {
  orders: number;
  ticketsSold: number;
  grossSales: number;
  refunds: number;
  platformFees: number;
  providerFees: number;
  netSales: number;
}

export interface CheckInPoint {
  /** Start of a 15-minute bucket (UTC ISO) in which tickets were checked in or out. */
  at: string;
  /** Checked in after that bucket. */
  checkedIn: number;
}

export interface FunnelCounts {
  views: number;
  addToCart: number;
  initiateCheckout: number;
  purchases: number;
}

export interface SalesDay {
  /** YYYY-MM-DD in the event's zone. */
  day: string;
  tickets: number;
  grossSales: number;
}

export interface EventPromoterSales {
  promoterId: string;
  /** As at the promoter's latest order. */
  name: string;
  username: string;
  type: 'User' | 'School';
  orders: number;
  tickets: number;
  revenue: number;
}

export interface PromoCodeSales {
  code: string;
  orders: number;
  tickets: number;
  discounts: number;
  revenue: number;
}

/** What the reporting tables know of an event's sales, check-ins and funnel. */
export interface ProjectedEventStats {
  ticketTypes: TicketTypeSales[];
  totals: EventStatsTotals;
  checkIns: { checkedIn: number; expected: number; curve: CheckInPoint[] };
  funnel: FunnelCounts;
  salesPerDay: SalesDay[];
  promoters: EventPromoterSales[];
  promoCodes: PromoCodeSales[];
}

/** The event stats page: the projected figures with the event's dates and ticket types as they are now. */
export interface EventStats {
  eventId: string;
  name: string;
  timezone: string;
  currency: Currency;
  dates: { id: string; startsAt: string }[];
  eventDateId: string | null;
  ticketTypes: (TicketTypeSales & { capacity: number | null })[];
  totals: EventStatsTotals & { capacity: number | null };
  checkIns: ProjectedEventStats['checkIns'];
  funnel: FunnelCounts & { conversionRate: number | null };
  salesPerDay: SalesDay[];
  promoters: EventPromoterSales[];
  promoCodes: PromoCodeSales[];
}
