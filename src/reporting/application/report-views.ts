import type { Currency } from '../../shared/money.js';

/** What the reporting pages read. Money is in integer minor units of the currency given beside it. */

export interface Page<T> {
  data: T[];
  page: number;
  perPage: number;
  totalCount: number;
}

export interface PageOptions {
  page: number;
  perPage: number;
  query?: string;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
}

export type TransactionFilter = PageOptions & { patron?: string; type?: string };
export type ActivityFilter = PageOptions & { patron?: string };

export interface OrderItemRow {
  id: string;
  name: string;
  patron: string;
  price: number;
  fee: number;
  discountAmount: number;
  discountName: string | null;
  status: string;
  registrationId: string;
  /** The ticket's seat (a reserved seat's label); null when it has none, and for memberships and donations. */
  seat: string | null;
}

export interface PaymentDetails {
  paymentMethod: string;
  subtotal: number;
  donation: number;
  discounts: number;
  total: number;
  viewcyFee: number;
  stripeFee: number;
  refundedAmount: number;
  netAmount: number;
}

/** The account that promoted an order through its promoter link, with its name and username then. */
export interface PromoterRef {
  id: string;
  name: string;
  username: string;
  type: 'User' | 'School';
}

/** Seed 001 §3 "Order/transaction report row". */
export interface TransactionRow {
  id: string;
  date: string;
  userId: string | null;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  amount: number;
  currency: Currency;
  paymentMethod: string;
  status: string;
  productType: string;
  productId: string;
  productName: string;
  productDate: string;
  orderItems: OrderItemRow[];
  paymentDetails: PaymentDetails;
  /** Null for orders nobody promoted (and for memberships and donations). */
  promoter: PromoterRef | null;
  /** The event's time zone (IANA), in which an event order's dates are shown; null for memberships and donations. */
  timezone: string | null;
}

/** An order row as reporting keeps it: an event order names its date, whose event's time zone it is shown in. */
export type StoredTransaction = Omit<TransactionRow, 'timezone'> & { eventDateId: string | null };

/** What a patron paid the owner in one currency. */
export interface PatronTotal {
  currency: Currency;
  totalAmount: number;
}

export interface PatronRow {
  id: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** One per currency they paid in, by currency code; amounts of different currencies are never added. */
  totals: PatronTotal[];
  orderCount: number;
  eventsAttended: number;
  memberSince: string;
}

export interface ActivityRow {
  createdAt: string;
  message: string;
  actorId: string;
  targetId: string;
}

export type RevenueDimension = 'month' | 'date' | 'year' | 'course' | 'category' | 'attendee';

export interface RevenueFilter {
  dimension: RevenueDimension;
  sortOrder: 'asc' | 'desc';
  /** UTC days, both included. */
  from?: string;
  to?: string;
}

export interface RevenueItem {
  dimension: string;
  dimensionId: string;
  /** By event: 'Course' for an event's row, 'MembershipTier' for a tier's, 'ArtistVideo' for a video's (donations); null for other dimensions. */
  productType: 'Course' | 'MembershipTier' | 'ArtistVideo' | null;
  currency: Currency;
  netSales: number;
  grossSales: number;
  onlineSales: number;
  terminalSales: number;
  cashSales: number;
  refunds: number;
  stripeFees: number;
  viewcyFees: number;
}

/** Rows per dimension and currency, and one total row per currency. */
export interface RevenueReport {
  data: RevenueItem[];
  totals: RevenueItem[];
}

export interface PromoterSalesFilter {
  page: number;
  perPage: number;
  /** One event's sales only. */
  eventId?: string;
}

/** What one promoter's links sold in one currency: completed orders, tickets still active, their revenue (ticket prices after discounts). */
export interface PromoterSalesRow {
  promoterId: string;
  promoterName: string;
  promoterUsername: string;
  promoterType: 'User' | 'School';
  orders: number;
  tickets: number;
  revenue: number;
  currency: Currency;
}
