import sanitizeHtml from 'sanitize-html';
import { ValidationFailed } from '../../shared/http/api-errors.js';
import { EVENT_MESSAGES, isValidTimezone, type BannerMessage, type CheckoutQuestion, type DonationSettings } from '../domain/event-rules.js';
import { isCurrency } from '../../shared/money.js';

export interface EventDetailsInput {
  name: string;
  description?: string;
  categoryId?: string | null;
  timezone: string;
  locationSetting?: 'tba' | 'other';
  locationName?: string | null;
  locationAddress?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  videoUrl?: string | null;
  poster?: string | null;
  images?: string[];
  tags?: string[];
  private?: boolean;
  refundsAllowed?: boolean;
  purchaseButtonText?: string | null;
  bannerMessages?: BannerMessage[];
  donation?: DonationSettings;
  questions?: CheckoutQuestion[];
  collectInformationSetting?: 'each-attendee' | 'only-buyer';
}

export interface EventDateInput {
  startsAt: string;
  endsAt?: string | null;
  doorTime?: string | null;
}

export interface TicketTypeInput {
  attendance: 'in-person' | 'online';
  name: string;
  description?: string;
  price: number;
  currency: string;
  quantity: number;
  salesStartAt?: string | null;
  salesEndAt?: string | null;
  visibilityScope?: 'secret' | 'member' | 'list' | 'other';
  category?: 'Admission' | 'Add on';
  code?: string | null;
  quantityPerCode?: number | null;
}

/** Rich text from the editor: formatting and links survive, scripts and handlers do not. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

export function checkDetails(details: EventDetailsInput): string[] {
  const problems: string[] = [];
  if (!details.name?.trim()) problems.push(EVENT_MESSAGES.nameRequired);
  if (!isValidTimezone(details.timezone)) problems.push(EVENT_MESSAGES.timezone);
  return problems;
}

export function checkDates(dates: EventDateInput[]): string[] {
  if (dates.length === 0) return [EVENT_MESSAGES.datesRequired];
  return dates.some((d) => d.endsAt && new Date(d.endsAt) <= new Date(d.startsAt)) ? [EVENT_MESSAGES.dateOrder] : [];
}

export function checkTicketTypes(tickets: TicketTypeInput[]): string[] {
  const problems = new Set<string>();
  for (const ticket of tickets) {
    if (!ticket.name?.trim()) problems.add(EVENT_MESSAGES.ticketName);
    if (!Number.isInteger(ticket.price) || ticket.price < 0) problems.add(EVENT_MESSAGES.ticketPrice);
    if (!Number.isInteger(ticket.quantity) || ticket.quantity < 0) problems.add(EVENT_MESSAGES.ticketQuantity);
    if (!isCurrency(ticket.currency)) problems.add(EVENT_MESSAGES.ticketCurrency);
  }
  return [...problems];
}

export function assertValid(...problemLists: string[][]): void {
  const problems = problemLists.flat();
  if (problems.length) throw new ValidationFailed(problems);
}
