import type { OrderItemRow, TransactionRow } from './report-queries.js';

export const TRANSACTION_COLUMNS = `id, date, user_id, user_first_name, user_last_name, user_email, amount, currency, payment_method, status, product_type,
  product_id, product_name, product_date, order_items, subtotal, donation, discounts, total, platform_fee, provider_fee, refunded_amount, net_amount`;

export interface TransactionRecord {
  id: string;
  date: Date;
  user_id: string | null;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  amount: number;
  currency: string;
  payment_method: string;
  status: string;
  product_type: string;
  product_id: string;
  product_name: string;
  product_date: Date;
  order_items: OrderItemRow[];
  subtotal: number;
  donation: number;
  discounts: number;
  total: number;
  platform_fee: number;
  provider_fee: number;
  refunded_amount: number;
  net_amount: number;
}

export const transactionRow = (row: TransactionRecord): TransactionRow => ({
  id: row.id,
  date: row.date.toISOString(),
  userId: row.user_id,
  userFirstName: row.user_first_name,
  userLastName: row.user_last_name,
  userEmail: row.user_email,
  amount: row.amount,
  currency: row.currency,
  paymentMethod: row.payment_method,
  status: row.status,
  productType: row.product_type,
  productId: row.product_id,
  productName: row.product_name,
  productDate: row.product_date.toISOString(),
  orderItems: row.order_items,
  paymentDetails: {
    paymentMethod: row.payment_method,
    subtotal: row.subtotal,
    donation: row.donation,
    discounts: row.discounts,
    total: row.total,
    viewcyFee: row.platform_fee,
    stripeFee: row.provider_fee,
    refundedAmount: row.refunded_amount,
    netAmount: row.net_amount,
  },
});
