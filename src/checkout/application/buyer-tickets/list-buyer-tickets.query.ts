import type { CustomUserListData } from '../list-share-codes.js';

/** Seed 002 §2.4: the signed-in user's tickets of upcoming (future) or past dates, grouped by date. */
export class ListBuyerTicketsQuery {
  constructor(
    readonly userId: string,
    readonly type: 'future' | 'past',
    readonly page: number,
  ) {}
}

export interface BuyerRegistration {
  id: string;
  name: string;
  ticket: string;
  status: 'active' | 'checked_in' | 'canceled' | 'refunded';
  attendanceType: 'in-person' | 'online';
  transferAllowed: boolean;
  cancelAllowed: boolean;
  /** Who the ticket was passed on to, when the viewer no longer holds it. */
  transferredTo: string | null;
  orderItemId: string;
  orderId: string;
  /** The date's broadcast, for an online ticket of a date that has one (its viewer page is /b/{broadcastId}). */
  broadcastId: string | null;
  /** A list ticket the viewer bought as listed: the viewer's share code (seed 002 §3 Registration). */
  customUserListData: CustomUserListData | null;
}

export interface TicketGroup {
  eventId: string;
  eventDateId: string;
  eventName: string;
  thumbnail: string | null;
  startsAt: string;
  timezone: string;
  registrations: BuyerRegistration[];
}

export interface TicketGroupList {
  data: TicketGroup[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** Seed 002 §9: ten per page. */
export const TICKET_GROUPS_PER_PAGE = 10;
