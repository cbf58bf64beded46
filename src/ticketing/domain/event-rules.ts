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

/** How the event's page and checkout look (seed 000 §3 `theme`): light, or dark for a night's mood. */
export const EVENT_THEMES = ['light', 'dark'] as const;
export type EventTheme = (typeof EVENT_THEMES)[number];

export const QUESTION_FIELD_TYPES = ['TEXT', 'SHORT_TEXT', 'TERMS', 'DROPDOWN'] as const;

export interface CheckoutQuestion {
  id: string;
  title: string;
  position: number;
  fieldType: (typeof QUESTION_FIELD_TYPES)[number];
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
  videoUrl: 'Video URL must be a web address (http or https)',
  bannerCtaUrl: 'Banner link must be a web address (http or https)',
  returnUrl: 'Return address must be a web address (http or https)',
  theme: 'Choose a light or dark theme',
  questionTitle: 'Question title is required',
  questionType: 'Question type must be TEXT, SHORT_TEXT, TERMS or DROPDOWN',
  questionIds: 'Each question needs its own id',
  dropdownOptions: 'Add the options of the dropdown question',
  termsText: 'Add the terms to agree to',
  questionTickets: 'Choose ticket types of this event',
  donationAmount: 'Suggested donation must be between 0 and 100000',
  notFound: 'Event not found',
  notManager: 'You are not allowed to manage this event',
  datesPast: 'This event’s dates are all in the past',
} as const;

/** Seeds: donations are capped at 100000 (minor units). */
export const DONATION_MAX = 100000;

/** Dropdown options are the question's content split by line or comma (as checkout reads them). */
export const dropdownOptions = (content: string | undefined): string[] =>
  (content ?? '')
    .split(/\r?\n|,/)
    .map((option) => option.trim())
    .filter(Boolean);

/** Only http(s) addresses are stored: the event page turns them into links and embeds. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

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

/** Nothing is left to sell once every date is over: publishing such an event is a mistake (a wrong year or zone). */
export const isOver = (dates: readonly DatedOccurrence[], now: Date): boolean => dates.length > 0 && dates.every((date) => !isFuture(date, now));

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
