/** Event rules and shapes (seed 000 §3–§5). */
export type AccessSetting = 'admin' | 'door' | 'basic';

export interface BannerMessage {
  type: string;
  message: string;
  color: string;
  dismissible: boolean;
  ctaText?: string;
  ctaUrl?: string;
}

export interface CheckoutQuestion {
  id: string;
  title: string;
  position: number;
  fieldType: 'TEXT' | 'SHORT_TEXT' | 'TERMS' | 'DROPDOWN';
  required: boolean;
  content?: string;
  onlyForTickets?: string[];
}

export interface DonationSettings {
  includeAutomatically?: boolean;
  title?: string;
  description?: string;
  suggestedAmount?: number;
}

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  datesRequired: 'Add at least one date',
  dateOrder: 'An end must come after its start',
  timezone: 'Choose a valid time zone',
  ticketName: 'Ticket name is required',
  ticketPrice: 'Ticket price must be 0 or more',
  ticketQuantity: 'Ticket quantity must be 0 or more',
  ticketCurrency: 'Choose a supported currency',
  notFound: 'Event not found',
  notManager: 'You are not allowed to manage this event',
} as const;

export interface DatedOccurrence {
  id: string;
  startsAt: Date;
  endsAt: Date | null;
  doorTime: Date | null;
}

/** A date counts as future until it ends (or starts, when it has no end). */
const isFuture = (date: DatedOccurrence, now: Date) => (date.endsAt ?? date.startsAt) > now;

/** finalEvent, nextEvent and futureEventCount, derived from the dates (past dates stay readable). */
export function deriveSchedule<T extends DatedOccurrence>(dates: readonly T[], now: Date) {
  const sorted = [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const future = sorted.filter((date) => isFuture(date, now));
  return {
    dates: sorted,
    future,
    nextEvent: future[0] ?? null,
    finalEvent: sorted.at(-1) ?? null,
    futureEventCount: future.length,
  };
}

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Who sees what of an event's management (seed 000 §6). */
export const MANAGE_SECTIONS: Record<AccessSetting, readonly string[]> = {
  admin: ['details', 'registrations', 'teachings', 'stats', 'broadcasts'],
  door: ['registrations', 'teachings'],
  basic: ['teachings'],
};
