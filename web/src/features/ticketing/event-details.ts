import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';
import { formatMoney, toMajorInput, toMinor } from '../../lib/money';

export type ManagedEvent = components['schemas']['EventResponse'];
export type EventDetailsBody = components['schemas']['EventDetailsRequest'];
export type QuestionType = components['schemas']['QuestionFieldType'];

/** The API's limits on the details (from its contract). */
export const DETAILS_LIMITS = {
  /** Donations are capped in minor units. */
  donationMax: schemas.DonationRequest.properties.suggestedAmount.maximum,
  donationTitle: schemas.DonationRequest.properties.title.maxLength,
  donationDescription: schemas.DonationRequest.properties.description.maxLength,
  bannerMessage: schemas.BannerMessageRequest.properties.message.maxLength,
  questionTitle: schemas.CheckoutQuestionRequest.properties.title.maxLength,
} as const;

export const QUESTION_TYPES: { value: QuestionType; label: string }[] = [
  { value: 'TEXT', label: 'Long answer' },
  { value: 'SHORT_TEXT', label: 'Short answer' },
  { value: 'DROPDOWN', label: 'Dropdown' },
  { value: 'TERMS', label: 'Terms to agree to' },
];

export const BANNER_TYPES = ['info', 'warning', 'success'] as const;

export type EventTheme = components['schemas']['EventTheme'];
const THEME_LABELS: Record<EventTheme, string> = { light: 'Light', dark: 'Dark' };
/** The looks the API takes for the event page and its checkout (from its contract). */
export const EVENT_THEMES = schemas.EventTheme.enum.map((value) => ({ value, label: THEME_LABELS[value] }));

/** The API's messages (from its contract), and the form's own for what only the form checks. */
export const DETAILS_MESSAGES = {
  ...schemas.EventDetailsRequest['x-messages'],
  bannerMessage: 'Banner message is required',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  donationAmount: (currency: string) => `Suggested donation must be between ${formatMoney(0, currency)} and ${formatMoney(DETAILS_LIMITS.donationMax, currency)}`,
} as const;

export interface QuestionFields {
  /** The saved question's id ('' for a new one); named apart from the form library's own row key. */
  questionId: string;
  title: string;
  fieldType: QuestionType;
  required: boolean;
  content: string;
  /** Ticket type ids; empty means every ticket. */
  onlyForTickets: string[];
}

export interface BannerFields {
  type: string;
  message: string;
  color: string;
  dismissible: boolean;
  ctaText: string;
  ctaUrl: string;
}

export interface DetailsFields {
  name: string;
  description: string;
  categoryId: string;
  /** Comma separated. */
  tags: string;
  poster: string | null;
  images: { uploadId: string }[];
  videoUrl: string;
  locationSetting: 'tba' | 'other';
  locationName: string;
  locationAddress: string;
  latitude: string;
  longitude: string;
  timezone: string;
  private: boolean;
  refundsAllowed: boolean;
  purchaseButtonText: string;
  bannerMessages: BannerFields[];
  donation: { includeAutomatically: boolean; title: string; description: string; suggestedAmount: string };
  questions: QuestionFields[];
  collectInformationSetting: 'each-attendee' | 'only-buyer';
  theme: EventTheme;
  returnUrl: string;
}

export const newQuestion = (): QuestionFields => ({ questionId: '', title: '', fieldType: 'SHORT_TEXT', required: false, content: '', onlyForTickets: [] });
export const newBanner = (): BannerFields => ({ type: 'info', message: '', color: '#fef3c7', dismissible: true, ctaText: '', ctaUrl: '' });

/** The saved event as the form edits it. */
export function toFields(event: ManagedEvent): DetailsFields {
  return {
    name: event.name,
    description: event.description,
    categoryId: event.category?.id ?? '',
    tags: event.tags.join(', '),
    poster: event.posterUploadId,
    images: event.imageUploadIds.map((uploadId) => ({ uploadId })),
    videoUrl: event.videoUrl ?? '',
    locationSetting: event.locationSetting,
    locationName: event.location.name ?? '',
    locationAddress: event.location.address ?? '',
    latitude: event.location.latitude?.toString() ?? '',
    longitude: event.location.longitude?.toString() ?? '',
    timezone: event.timezone,
    private: event.private,
    refundsAllowed: event.refundsAllowed,
    purchaseButtonText: event.purchaseButtonText ?? '',
    bannerMessages: event.bannerMessages.map((b) => ({ type: b.type, message: b.message, color: b.color, dismissible: b.dismissible, ctaText: b.ctaText ?? '', ctaUrl: b.ctaUrl ?? '' })),
    donation: {
      includeAutomatically: event.donation.includeAutomatically ?? false,
      title: event.donation.title ?? '',
      description: event.donation.description ?? '',
      suggestedAmount: event.donation.suggestedAmount === undefined ? '' : toMajorInput(event.donation.suggestedAmount, event.currency),
    },
    questions: [...event.questions]
      .sort((a, b) => a.position - b.position)
      .map((q) => ({ questionId: q.id, title: q.title, fieldType: q.fieldType, required: q.required, content: q.content ?? '', onlyForTickets: q.onlyForTickets ?? [] })),
    collectInformationSetting: event.collectInformationSetting,
    theme: event.theme,
    returnUrl: event.returnUrl ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => (text.trim() ? Number(text) : null);

/** The form as the API takes it: positions follow the list order, amounts in minor units. */
export function toRequest(fields: DetailsFields, currency: string): EventDetailsBody {
  const suggested = toMinor(fields.donation.suggestedAmount, currency);
  const tba = fields.locationSetting === 'tba';
  return {
    name: fields.name.trim(),
    description: fields.description,
    categoryId: fields.categoryId || null,
    tags: [...new Set(fields.tags.split(',').map((tag) => tag.trim()).filter(Boolean))],
    poster: fields.poster,
    images: fields.images.map((image) => image.uploadId),
    videoUrl: orNull(fields.videoUrl),
    locationSetting: fields.locationSetting,
    locationName: tba ? null : orNull(fields.locationName),
    locationAddress: tba ? null : orNull(fields.locationAddress),
    latitude: tba ? null : numberOrNull(fields.latitude),
    longitude: tba ? null : numberOrNull(fields.longitude),
    timezone: fields.timezone,
    private: fields.private,
    refundsAllowed: fields.refundsAllowed,
    purchaseButtonText: orNull(fields.purchaseButtonText),
    bannerMessages: fields.bannerMessages.map((b) => ({
      type: b.type,
      message: b.message.trim(),
      color: b.color,
      dismissible: b.dismissible,
      ...(b.ctaText.trim() ? { ctaText: b.ctaText.trim() } : {}),
      ...(b.ctaUrl.trim() ? { ctaUrl: b.ctaUrl.trim() } : {}),
    })),
    donation: {
      includeAutomatically: fields.donation.includeAutomatically,
      title: fields.donation.title.trim(),
      description: fields.donation.description.trim(),
      ...(suggested !== null ? { suggestedAmount: suggested } : {}),
    },
    questions: fields.questions.map((q, index) => ({
      ...(q.questionId ? { id: q.questionId } : {}),
      title: q.title.trim(),
      position: index + 1,
      fieldType: q.fieldType,
      required: q.required,
      ...(q.fieldType === 'DROPDOWN' || q.fieldType === 'TERMS' ? { content: q.content.trim() } : {}),
      ...(q.onlyForTickets.length ? { onlyForTickets: q.onlyForTickets } : {}),
    })),
    collectInformationSetting: fields.collectInformationSetting,
    theme: fields.theme,
    returnUrl: orNull(fields.returnUrl),
  };
}

export interface TicketGroup {
  label: string;
  /** One ticket type per date: a question for the group covers all of them. */
  ids: string[];
}

/** The event's ticket types as an organizer names them: one entry per name and attendance, across dates. */
export function ticketGroups(ticketTypes: ManagedEvent['ticketTypes']): TicketGroup[] {
  const groups = new Map<string, TicketGroup>();
  for (const ticket of ticketTypes) {
    const key = `${ticket.attendance}|${ticket.name}`;
    const group = groups.get(key) ?? { label: `${ticket.name}${ticket.attendance === 'online' ? ' (online)' : ''}`, ids: [] };
    group.ids.push(ticket.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A suggested donation typed in major units, checked against the cap in minor units. */
export function donationProblem(text: string, currency: string): string | null {
  const amount = text.trim();
  if (!amount) return null;
  const valid = /^\d+(\.\d+)?$/.test(amount) && (toMinor(amount, currency) ?? Infinity) <= DETAILS_LIMITS.donationMax;
  return valid ? null : DETAILS_MESSAGES.donationAmount(currency);
}
