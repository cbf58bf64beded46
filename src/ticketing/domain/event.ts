/** The event with its dates, ticket types and team, as the use cases read and change it (seed 000 §3–§6). */
import type { Currency } from '../../shared/money.js';
import type { AccessSetting, BannerMessage, CheckoutQuestion, DonationSettings, EventTheme } from './event-rules.js';
import type { VisibilityScope } from './ticket-types.js';

/** The details an organizer edits on the event form. */
export interface EventDetails {
  name: string;
  /** Sanitised HTML. */
  description: string;
  categoryId: string | null;
  timezone: string;
  locationSetting: 'tba' | 'other';
  locationName: string | null;
  locationAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  videoUrl: string | null;
  /** Upload identifier of the poster. */
  poster: string | null;
  images: string[];
  tags: string[];
  private: boolean;
  refundsAllowed: boolean;
  purchaseButtonText: string | null;
  bannerMessages: BannerMessage[];
  donation: DonationSettings;
  questions: CheckoutQuestion[];
  collectInformationSetting: 'each-attendee' | 'only-buyer';
  theme: EventTheme;
  /** The organizer's own page buyers go back to from checkout (closing it, or after buying); null: the event page. */
  returnUrl: string | null;
}

/** An event ("course" in the seeds' paths): what is sold, by one owner, on one or many dates. */
export interface TicketingEvent extends EventDetails {
  id: string;
  ownerId: string;
  published: boolean;
  /** The seat chart every date of the event uses (reserved seating); null: no reserved seats. */
  seatChartId: string | null;
}

/** One date of an event: a recurring series has several. */
export interface EventDate {
  id: string;
  eventId: string;
  startsAt: Date;
  endsAt: Date | null;
  doorTime: Date | null;
}

export interface TicketType {
  id: string;
  eventId: string;
  eventDateId: string;
  attendance: 'in-person' | 'online';
  name: string;
  description: string;
  /** Minor units of `currency`. */
  price: number;
  currency: Currency;
  quantity: number;
  /** Tickets issued so far (the inventory keeps it up to date; editing a ticket type never writes it). */
  sold: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  visibilityScope: VisibilityScope;
  category: 'Admission' | 'Add on';
  /** The code that unlocks a secret ticket. */
  code: string | null;
  /** How many tickets one secret code buys. */
  quantityPerCode: number | null;
  /** Members-only ticket types: the membership tiers whose members may buy them (empty otherwise). */
  membershipTierIds: string[];
  /** List ticket types: the owner's private access lists whose people may buy them (empty otherwise). */
  customUserListIds: string[];
  /** List ticket types: how many tickets a listed buyer's share code buys others (null: no share codes). */
  initialQuantityPerCode: number | null;
  /** Order among the ticket types of its date. */
  position: number;
  /** Reserved seating: the categories of the event's seat chart this ticket type sells (whole numbers, no zeros). */
  seatsCategoryKeys: number[];
}

/** A person or organization on the event's team ("teaching" in the seeds' paths) with its role (`name`). */
export interface Collaborator {
  id: string;
  eventId: string;
  profileId: string;
  name: string;
  canManage: boolean;
  accessSetting: AccessSetting;
}

/** What can be sold of a ticket type in all: a secret ticket's code buys at most quantityPerCode. */
export const ticketCapacity = (ticket: Pick<TicketType, 'quantity' | 'visibilityScope' | 'quantityPerCode'>): number =>
  ticket.visibilityScope === 'secret' && ticket.quantityPerCode !== null ? Math.min(ticket.quantity, ticket.quantityPerCode) : ticket.quantity;
