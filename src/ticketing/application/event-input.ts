import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { ValidationFailed } from '../../shared/errors.js';
import { dropdownOptions, EVENT_MESSAGES, EVENT_THEMES, isValidTimezone, isWebAddress, type BannerMessage, type CheckoutQuestion, type DonationSettings, type EventTheme } from '../domain/event-rules.js';
import { isCurrency } from '../../shared/money.js';
import type { EventDetails } from '../domain/event.js';
import { listTicketProblems, memberTiersProblem, TICKET_COUNT_MAX, TICKET_MESSAGES } from '../domain/ticket-types.js';

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
  questions?: CheckoutQuestionInput[];
  collectInformationSetting?: 'each-attendee' | 'only-buyer';
  theme?: EventTheme;
  returnUrl?: string | null;
}

/** A question as the form sends it: a new one has no id yet. */
export type CheckoutQuestionInput = Omit<CheckoutQuestion, 'id'> & { id?: string };

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
  /** Members-only tickets: the tiers whose members may buy them. */
  membershipTierIds?: string[];
  /** List tickets: the owner's private access lists whose people may buy them. */
  customUserListIds?: string[];
  /** List tickets: how many tickets a listed buyer's share code buys others; null for none. */
  initialQuantityPerCode?: number | null;
  /** Reserved seating: the chart categories it sells (zeros dropped). */
  seatsCategoryKeys?: number[];
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

const donationSettings = (donation: DonationSettings): DonationSettings => ({
  ...(donation.includeAutomatically !== undefined ? { includeAutomatically: donation.includeAutomatically } : {}),
  ...(donation.title?.trim() ? { title: donation.title.trim() } : {}),
  ...(donation.description?.trim() ? { description: donation.description.trim() } : {}),
  ...(donation.suggestedAmount !== undefined ? { suggestedAmount: donation.suggestedAmount } : {}),
});

/** The event's details from the form; `questions` already prepared (prepareQuestions). */
export function eventDetails(details: EventDetailsInput, questions: CheckoutQuestion[]): EventDetails {
  return {
    name: details.name.trim(),
    description: sanitizeDescription(details.description ?? ''),
    categoryId: details.categoryId ?? null,
    timezone: details.timezone,
    locationSetting: details.locationSetting ?? (details.locationName || details.locationAddress ? 'other' : 'tba'),
    locationName: details.locationName ?? null,
    locationAddress: details.locationAddress ?? null,
    latitude: details.latitude ?? null,
    longitude: details.longitude ?? null,
    videoUrl: details.videoUrl?.trim() || null,
    poster: details.poster ?? null,
    images: details.images ?? [],
    tags: details.tags ?? [],
    private: details.private ?? false,
    refundsAllowed: details.refundsAllowed ?? true,
    purchaseButtonText: details.purchaseButtonText ?? null,
    bannerMessages: (details.bannerMessages ?? []).map((banner) => ({ ...banner, ctaUrl: banner.ctaUrl?.trim() || undefined })),
    donation: donationSettings(details.donation ?? {}),
    questions,
    collectInformationSetting: details.collectInformationSetting ?? 'each-attendee',
    theme: details.theme ?? 'light',
    returnUrl: details.returnUrl?.trim() || null,
  };
}

export function checkDetails(details: EventDetailsInput): string[] {
  const problems: string[] = [];
  if (!details.name?.trim()) problems.push(EVENT_MESSAGES.nameRequired);
  if (!isValidTimezone(details.timezone)) problems.push(EVENT_MESSAGES.timezone);
  if (details.videoUrl?.trim() && !isWebAddress(details.videoUrl.trim())) problems.push(EVENT_MESSAGES.videoUrl);
  if (details.bannerMessages?.some((banner) => banner.ctaUrl?.trim() && !isWebAddress(banner.ctaUrl.trim()))) problems.push(EVENT_MESSAGES.bannerCtaUrl);
  if (details.returnUrl?.trim() && !isWebAddress(details.returnUrl.trim())) problems.push(EVENT_MESSAGES.returnUrl);
  if (details.theme !== undefined && !EVENT_THEMES.includes(details.theme)) problems.push(EVENT_MESSAGES.theme);
  return problems;
}

/**
 * Checkout questions as stored: titles trimmed, ids kept (new ones get one), in position order numbered
 * from 1, options or terms present where the type needs them, and only ticket types of this event.
 */
export function prepareQuestions(questions: CheckoutQuestionInput[], eventTicketTypeIds: ReadonlySet<string>): { questions: CheckoutQuestion[]; problems: string[] } {
  const problems = new Set<string>();
  const ids = new Set<string>();
  const prepared = [...questions]
    .sort((a, b) => a.position - b.position)
    .map((question, index): CheckoutQuestion => {
      const id = question.id?.trim() || randomUUID();
      if (ids.has(id)) problems.add(EVENT_MESSAGES.questionIds);
      ids.add(id);
      const title = question.title.trim();
      if (!title) problems.add(EVENT_MESSAGES.questionTitle);
      const content = question.content?.trim() ?? '';
      if (question.fieldType === 'DROPDOWN' && dropdownOptions(content).length === 0) problems.add(EVENT_MESSAGES.dropdownOptions);
      if (question.fieldType === 'TERMS' && !content) problems.add(EVENT_MESSAGES.termsText);
      const onlyForTickets = [...new Set(question.onlyForTickets ?? [])];
      if (onlyForTickets.some((ticketTypeId) => !eventTicketTypeIds.has(ticketTypeId))) problems.add(EVENT_MESSAGES.questionTickets);
      return {
        id,
        title,
        position: index + 1,
        fieldType: question.fieldType,
        required: question.required,
        ...(question.fieldType === 'DROPDOWN' || question.fieldType === 'TERMS' ? { content } : {}),
        ...(onlyForTickets.length ? { onlyForTickets } : {}),
      };
    });
  return { questions: prepared, problems: [...problems] };
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
    const tiers = memberTiersProblem(ticket);
    if (tiers) problems.add(tiers);
    for (const problem of listTicketProblems(ticket)) problems.add(problem);
    if ([ticket.quantity, ticket.quantityPerCode, ticket.initialQuantityPerCode].some((count) => typeof count === 'number' && count > TICKET_COUNT_MAX)) problems.add(TICKET_MESSAGES.countTooLarge);
  }
  return [...problems];
}

export function assertValid(...problemLists: string[][]): void {
  // Each message once, though several checks may find it.
  const problems = [...new Set(problemLists.flat())];
  if (problems.length) throw new ValidationFailed(problems);
}
