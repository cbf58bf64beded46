import { Query } from '@nestjs/cqrs';
import type { TicketView } from '../../domain/ticket-view.js';
import type { CustomUserListData } from '../list-share-codes.js';

/** A ticket of the order as its buyer sees it: with the buyer's share code when it is a list ticket bought as listed. */
export type OrderTicketView = TicketView & { customUserListData: CustomUserListData | null };

/** The tickets of a completed order. */
export class GetTicketsQuery extends Query<OrderTicketView[]> {
  constructor(readonly orderId: string) {
    super();
  }
}
