import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';

/** Checkout rules the pages apply before asking the server (seed 000 §4, §5, §9). */

/** Seed constants of the pages. */
export const TICKET_DESCRIPTION_MAX = 170;
export const INFO_HEADER_NAME_MAX = 70;
/** The API's limit per ticket type (from its contract). */
export const DEFAULT_MAX_TICKETS = schemas.TicketQuantityRequest.properties.quantity.maximum;

/** The countdown as m:ss (or h:mm:ss), never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Thank-you polling: 1 s base, doubling, the exponent capped at 6 (so at most 64 s). */
export const pollDelay = (attempt: number) => 1000 * 2 ** Math.min(Math.max(0, attempt), 6);

/** A ticket description cut at 170 characters (the rest behind 'See more'). */
export function truncate(text: string, max = TICKET_DESCRIPTION_MAX): { text: string; truncated: boolean } {
  return text.length > max ? { text: `${text.slice(0, max).trimEnd()}…`, truncated: true } : { text, truncated: false };
}

/** How many of a ticket can be chosen: up to what is left, and 25 when the ticket says nothing smaller. */
export const maxQuantity = (available: number | undefined) => Math.max(0, Math.min(available ?? DEFAULT_MAX_TICKETS, DEFAULT_MAX_TICKETS));

/** The API's messages for the buyer's information (from its contract), and the pages' own. */
export const MESSAGES = {
  ...schemas.ConfirmOrderRequest['x-messages'],
  timeUp: 'Sorry... Time’s up',
  timeUpDetail: 'Sorry... The time limit gives everyone a fair shot at tickets.',
  leave: 'Leave page with unsaved changes?',
  ticketsError: 'We had a problem loading the tickets in checkout. Please try again.',
  paymentFailed: "We're sorry. Your payment attempt didn't go through.",
} as const;

const person = schemas.BuyerRequest.properties;
const EMAIL = new RegExp(person.email.pattern);
const NAME = new RegExp(person.firstName.pattern);

/** The API's name rule: not blank, none of @ $ # ! % ^ & * ( ) , or digits, shorter than 30 characters (trimmed). */
export function nameError(name: string, missing: string): string | undefined {
  const value = name.trim();
  if (!value) return missing;
  if (!NAME.test(value)) return MESSAGES.nameCharacters;
  if (value.length > person.firstName.maxLength) return MESSAGES.nameLength;
  return undefined;
}

export interface Question {
  id: string;
  title: string;
  position: number;
  fieldType: components['schemas']['QuestionFieldType'];
  required: boolean;
  content?: string;
  onlyForTickets?: string[];
}

export interface PersonForm {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirm?: string;
  /** questionId → answer ('agreed' for accepted terms). */
  answers: Record<string, string>;
}

/** A signed-in buyer's details to start from: the first word of their name, the rest, and their e-mail twice. */
export function signedInBuyer(user: { name: string; email: string }): PersonForm {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: user.email, emailConfirm: user.email, answers: {} };
}

/** The questions of some tickets, in order. */
export const questionsFor = (questions: readonly Question[], ticketIds: readonly string[]) =>
  [...questions].filter((q) => !q.onlyForTickets?.length || q.onlyForTickets.some((id) => ticketIds.includes(id))).sort((a, b) => a.position - b.position);

export const dropdownOptions = (question: Question) =>
  (question.content ?? '')
    .split(/\r?\n|,/)
    .map((option) => option.trim())
    .filter(Boolean);

/** Problems of one person's block, keyed by field (`firstName`, `email`, `questions.<id>`, …). */
export function personErrors(person: PersonForm, questions: readonly Question[], confirmEmail: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const first = nameError(person.firstName, MESSAGES.firstName);
  if (first) errors.firstName = first;
  const last = nameError(person.lastName, MESSAGES.lastName);
  if (last) errors.lastName = last;
  const email = person.email.trim().toLowerCase();
  if (!EMAIL.test(email)) errors.email = MESSAGES.email;
  else if (confirmEmail && (person.emailConfirm ?? '').trim().toLowerCase() !== email) errors.emailConfirm = MESSAGES.emailMatch;
  for (const question of questions) {
    const answer = (person.answers[question.id] ?? '').trim();
    if (question.fieldType === 'TERMS' && question.required && answer !== 'agreed') errors[`questions.${question.id}`] = MESSAGES.terms;
    else if (question.fieldType !== 'TERMS' && question.required && !answer) errors[`questions.${question.id}`] = MESSAGES.questionRequired;
  }
  return errors;
}
