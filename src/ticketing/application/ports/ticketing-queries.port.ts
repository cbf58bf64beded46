import type { PublishedEvent } from '../../contracts/public-events.js';
import type { ChatMessage, EventCreatorConversation } from '../../domain/event-creator.js';
import type { AccessSetting } from '../../domain/event-rules.js';
import type { Collaborator, EventDate, TicketingEvent, TicketType } from '../../domain/event.js';
import type { OwnerEventsOptions, OwnerEventsPage } from '../list-owner-events/list-owner-events.query.js';
import type { CalendarDateRows, CalendarSearch } from '../calendar-view.js';
import type { PublicEventRows, PublicEventSearch } from '../public-event-card.js';
import type { PromoCodeFilter, PromoCodeRecord } from '../promo-code-view.js';
import type { CustomUserListFilter, CustomUserListRecord, CustomUserListUserFilter } from '../custom-user-list-view.js';
import type { CustomUserListUser } from '../../domain/custom-user-lists.js';
import type { SeatChart } from '../../domain/seating/chart-rules.js';

/** An owner's chart with how many events use it. */
export interface SeatChartRecord {
  chart: SeatChart;
  eventsCount: number;
}

export interface Category {
  id: string;
  name: string;
}

/** Tickets of each ticket type in live checkout holds (types without any are left out). */
export type LiveHolds = ReadonlyMap<string, number>;

/** What the event page shows besides the event itself; ticket types in position order. */
export interface EventContents {
  dates: EventDate[];
  ticketTypes: TicketType[];
  collaborators: Collaborator[];
  category: Category | null;
  held: LiveHolds;
}

/** A date's event and its ticket types that are not secret, in position order. */
export interface DateTickets {
  event: TicketingEvent;
  ticketTypes: TicketType[];
  held: LiveHolds;
}

/** Dates in start order, ticket types in position order. */
export interface ManagedTickets {
  event: TicketingEvent;
  dates: EventDate[];
  ticketTypes: TicketType[];
}

/** A date with its event and every ticket type of the date (secret ones included), in position order. */
export interface DateOffer {
  event: TicketingEvent;
  categoryName: string | null;
  date: EventDate;
  ticketTypes: TicketType[];
}

/** Tickets of each ticket type sold and in live checkout holds, now (unknown ticket types left out). */
export type TicketCounts = ReadonlyMap<string, { sold: number; held: number }>;

/** A listed buyer's share code of a list ticket type with the tickets it still buys (never below 0). */
export interface ShareCodeAllowance {
  code: string;
  ticketTypeId: string;
  email: string;
  left: number;
}

/**
 * Port: what ticketing's pages and its contracts read (one query port for the context). Unknown ids,
 * malformed ones included, answer null (or nothing).
 */
export abstract class TicketingQueries {
  abstract event(eventId: string): Promise<TicketingEvent | null>;
  abstract eventContents(event: Pick<TicketingEvent, 'id' | 'categoryId'>): Promise<EventContents>;
  abstract dateTickets(eventDateId: string, attendance?: 'in-person' | 'online'): Promise<DateTickets | null>;
  abstract managedTickets(eventId: string): Promise<ManagedTickets | null>;
  /** The event's owner and date ids (in start order) when it is published; null for drafts and unknown ids. Reads no ticket types. */
  abstract publishedEvent(eventId: string): Promise<PublishedEvent | null>;
  abstract dateOffer(eventDateId: string): Promise<DateOffer | null>;
  abstract ticketCounts(ticketTypeIds: readonly string[]): Promise<TicketCounts>;
  /** The list ticket types among these with the e-mail (trimmed, any case) on one of their lists. */
  abstract listedTicketTypes(ticketTypeIds: readonly string[], email: string): Promise<Set<string>>;
  /**
   * The valid share codes among `codes` (upper case) of these ticket types: of a list ticket type with an allowance,
   * whose holder is still on one of its lists; each with the tickets it still buys (`exceptOrderId`'s holds not counted).
   */
  abstract shareCodeAllowances(ticketTypeIds: readonly string[], codes: readonly string[], exceptOrderId: string | null): Promise<ShareCodeAllowance[]>;
  /**
   * The share code of a listed holder (e-mail, lower case) of a list ticket type with an allowance: the saved one,
   * or one made by `newCode` (tried again while it is taken) on first use. Null when there is none and the holder
   * does not qualify for one.
   */
  abstract shareCodeOf(ticketTypeId: string, email: string, newCode: () => string): Promise<string | null>;
  /** Whether the owner has an active or future promo code that covers its events of this category (or all of them). */
  abstract promoCodeCovers(ownerId: string, categoryId: string | null): Promise<boolean>;
  /** The owner's own events and those it manages as a collaborator, one row per date. */
  abstract ownerEvents(ownerId: string, options: OwnerEventsOptions): Promise<OwnerEventsPage>;
  /** In the categories' own order. */
  abstract categories(): Promise<Category[]>;
  /** The event's team; null when there is no such event. */
  abstract teachings(eventId: string): Promise<Collaborator[] | null>;
  /** The owner of the event (drafts included). */
  abstract ownerOf(eventId: string): Promise<string | null>;
  /** The access of the profile on the event's team when it may manage the event; null otherwise. */
  abstract managingAccess(eventId: string, profileId: string): Promise<AccessSetting | null>;
  /** The owner a conversation with the event creation assistant acts for. */
  abstract eventCreatorOwner(conversationId: string): Promise<string | null>;
  /** A conversation with its messages, oldest first. */
  abstract eventCreator(conversationId: string): Promise<(EventCreatorConversation & { messages: ChatMessage[] }) | null>;
  /** Published, non-private events as public lists show them, with how many match in all. */
  abstract publicEvents(search: PublicEventSearch): Promise<PublicEventRows>;
  /** Dates of published, non-private events for a calendar, soonest first, with how many match in all. */
  abstract calendarDates(search: CalendarSearch): Promise<CalendarDateRows>;
  /** The categories of the profile's upcoming (or past) public events, its own and those it collaborates on. */
  abstract publicEventCategories(profileId: string, past: boolean): Promise<Category[]>;
  /** Whether the profile has published, non-private events (its own or as a collaborator), upcoming or past. */
  abstract hasPublicEvents(profileId: string): Promise<boolean>;
  /** Owners of published, non-private events, most upcoming events first (then most events): a page of ids and their number. */
  abstract organizers(page: number, perPage: number): Promise<{ ids: string[]; totalCount: number }>;
  /** A page of the owner's global promo codes, with how many match in all. */
  abstract promoCodes(filter: PromoCodeFilter): Promise<{ rows: PromoCodeRecord[]; totalCount: number }>;
  /** One of the owner's promo codes; null for another owner's or a missing one. */
  abstract promoCode(ownerId: string, promoCodeId: string): Promise<PromoCodeRecord | null>;
  /** A page of the owner's private access lists, with how many match in all. */
  abstract customUserLists(filter: CustomUserListFilter): Promise<{ rows: CustomUserListRecord[]; totalCount: number }>;
  abstract customUserList(listId: string): Promise<CustomUserListRecord | null>;
  /** A page of the addresses on a list, newest first, with how many match in all. */
  abstract customUserListUsers(filter: CustomUserListUserFilter): Promise<{ rows: CustomUserListUser[]; totalCount: number }>;
  /** The owner's seat charts, by name. */
  abstract seatCharts(ownerId: string): Promise<SeatChartRecord[]>;
  abstract seatChart(chartId: string): Promise<SeatChart | null>;
  /** The labels sold or held (a hold still running) on any date of the events that use the chart, in label order. */
  abstract takenSeatLabels(chartId: string): Promise<string[]>;
}
