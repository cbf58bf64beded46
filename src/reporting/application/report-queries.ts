import { Query } from '@nestjs/cqrs';

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

/** Seed 001 §3 "Order/transaction report row". */
export interface TransactionRow {
  id: string;
  date: string;
  userId: string | null;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  status: string;
  productType: string;
  productId: string;
  productName: string;
  productDate: string;
  orderItems: OrderItemRow[];
  paymentDetails: PaymentDetails;
}

export interface PatronRow {
  id: string | null;
  email: string;
  firstName: string;
  lastName: string;
  currency: string;
  totalAmount: number;
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

export interface RevenueItem {
  dimension: string;
  dimensionId: string;
  netSales: number;
  grossSales: number;
  onlineSales: number;
  terminalSales: number;
  cashSales: number;
  refunds: number;
  stripeFees: number;
  viewcyFees: number;
}

export type RevenueDimension = 'month' | 'date' | 'year' | 'course' | 'category' | 'attendee';

export class ListTransactionsQuery extends Query<Page<TransactionRow>> {
  constructor(
    readonly ownerId: string,
    readonly options: PageOptions & { patron?: string; type?: string },
  ) {
    super();
  }
}

export class GetTransactionQuery extends Query<TransactionRow> {
  constructor(
    readonly ownerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}

export class ListPatronsQuery extends Query<Page<PatronRow>> {
  constructor(
    readonly ownerId: string,
    readonly options: PageOptions,
  ) {
    super();
  }
}

export class GetPatronQuery extends Query<PatronRow> {
  constructor(
    readonly ownerId: string,
    /** A user id or an e-mail address. */
    readonly patron: string,
  ) {
    super();
  }
}

export class ListActivitiesQuery extends Query<Page<ActivityRow>> {
  constructor(
    readonly ownerId: string,
    readonly options: PageOptions & { patron?: string },
  ) {
    super();
  }
}

export class GetRevenueQuery extends Query<{ data: RevenueItem[]; total: RevenueItem }> {
  constructor(
    readonly ownerId: string,
    readonly dimension: RevenueDimension,
    readonly sortOrder: 'asc' | 'desc',
    readonly range: { from?: string; to?: string },
  ) {
    super();
  }
}
