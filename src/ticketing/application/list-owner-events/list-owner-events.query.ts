import { Query } from '@nestjs/cqrs';

export interface OwnerEventRow {
  /** The date (sub-event) id. */
  id: string;
  /** The event ("course") id. */
  course: string;
  name: string;
  published: boolean;
  startsAt: string;
  /** The event's time zone, in which its dates are shown. */
  timezone: string;
  /** Of the revenue: the currency of the date's ticket types (of the first one when they use several). */
  currency: string;
  /** Minor units; null without admin access to the event, or when the date's ticket types use several currencies. */
  revenue: number | null;
  /** Null without admin access to the event. */
  ticketsSold: number | null;
  ticketTypesCount: number;
  tickets: { name: string; ticketsSold: number | null }[];
  /** 'admin' on the owner's own events; a collaboration's access setting otherwise. */
  userAccessSetting: 'admin' | 'door' | 'basic';
}

export interface OwnerEventsPage {
  data: OwnerEventRow[];
  page: number;
  perPage: number;
  totalCount: number;
}

export interface OwnerEventsOptions {
  page: number;
  perPage: number;
  query?: string;
  categoryId?: string;
  past: boolean;
  sort: 'startsAt' | 'revenue' | 'ticketsSold';
  direction: 'asc' | 'desc';
}

/**
 * The organizer's events, one row per date: its own and those it manages as a collaborator; upcoming or past,
 * searchable, sortable (seed 001 §2.2 "Events list").
 */
export class ListOwnerEventsQuery extends Query<OwnerEventsPage> {
  constructor(
    readonly ownerId: string,
    readonly options: OwnerEventsOptions,
  ) {
    super();
  }
}
