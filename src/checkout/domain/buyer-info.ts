/** The buyer's information at checkout and the seeds' rules for it (seed 000 §3, §5). */
export interface CheckoutQuestion {
  id: string;
  title: string;
  position: number;
  fieldType: 'TEXT' | 'SHORT_TEXT' | 'TERMS' | 'DROPDOWN';
  required: boolean;
  content?: string;
  onlyForTickets?: string[];
}

export interface PersonInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  emailConfirm?: string;
  /** Answers: questionId → text, or for TERMS 'agreed' / 'rejected'. */
  notes?: { questionId: string; note: string }[];
}

export interface AttendeeInput extends PersonInput {
  itemId: string;
  seat?: string;
}

export interface Answer {
  questionId: string;
  title: string;
  fieldType: CheckoutQuestion['fieldType'];
  /** The answer; for TERMS 'agreed' or 'rejected' with the moment it was given. */
  content: string;
  answeredAt: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  answers: Answer[];
}

export const BUYER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameCharacters: 'Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,',
  nameLength: 'Names must be shorter than 30 characters',
  email: 'Please enter a valid email address',
  emailMatch: 'Email address must match.',
  questionRequired: 'This question is required',
  terms: 'Agree to these terms to continue.',
  dropdown: 'Choose one of the options',
  attendees: 'Please fill in the details of every attendee',
} as const;

export interface FieldError {
  field: string;
  message: string;
}

/** The rules as the API contract states them (on the trimmed values; e-mails also lowercased), so that the web checks the same. */
export const BUYER_NAME_MAX_LENGTH = 29;
/** None of @ $ # ! % ^ & * ( ) , or digits. */
export const BUYER_NAME_PATTERN = '^[^@$#!%^&*(),0-9]*$';
export const BUYER_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Longer answers are cut. */
export const ANSWER_MAX_LENGTH = 5000;

const EMAIL = new RegExp(BUYER_EMAIL_PATTERN);
const NAME = new RegExp(BUYER_NAME_PATTERN);

export const normaliseEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** A name must not be blank, must be shorter than 30 characters and must not contain @ $ # ! % ^ & * ( ) , or digits. */
export function nameError(name: string | undefined, missing: string): string | null {
  const value = (name ?? '').trim();
  if (!value) return missing;
  if (!NAME.test(value)) return BUYER_MESSAGES.nameCharacters;
  if (value.length > BUYER_NAME_MAX_LENGTH) return BUYER_MESSAGES.nameLength;
  return null;
}

const dropdownOptions = (question: CheckoutQuestion) =>
  (question.content ?? '')
    .split(/\r?\n|,/)
    .map((option) => option.trim())
    .filter(Boolean);

/** Questions that apply to a set of tickets (onlyForTickets narrows a question to some ticket types). */
export function questionsFor(questions: readonly CheckoutQuestion[], ticketTypeIds: readonly string[]): CheckoutQuestion[] {
  return [...questions]
    .filter((q) => !q.onlyForTickets?.length || q.onlyForTickets.some((id) => ticketTypeIds.includes(id)))
    .sort((a, b) => a.position - b.position);
}

function answersOf(person: PersonInput, questions: readonly CheckoutQuestion[], prefix: string, now: Date, errors: FieldError[]): Answer[] {
  const answers: Answer[] = [];
  for (const question of questions) {
    const given = (person.notes ?? []).find((note) => note.questionId === question.id)?.note?.trim() ?? '';
    const field = `${prefix}.questions.${question.id}`;
    if (question.fieldType === 'TERMS') {
      if (question.required && given !== 'agreed') errors.push({ field, message: BUYER_MESSAGES.terms });
      else answers.push({ questionId: question.id, title: question.title, fieldType: question.fieldType, content: given === 'agreed' ? 'agreed' : 'rejected', answeredAt: now.toISOString() });
      continue;
    }
    if (!given) {
      if (question.required) errors.push({ field, message: BUYER_MESSAGES.questionRequired });
      continue;
    }
    if (question.fieldType === 'DROPDOWN' && !dropdownOptions(question).includes(given)) {
      errors.push({ field, message: BUYER_MESSAGES.dropdown });
      continue;
    }
    answers.push({ questionId: question.id, title: question.title, fieldType: question.fieldType, content: given.slice(0, ANSWER_MAX_LENGTH), answeredAt: now.toISOString() });
  }
  return answers;
}

function person(input: PersonInput, prefix: string, opts: { confirmEmail: boolean; questions: readonly CheckoutQuestion[]; now: Date }, errors: FieldError[]): Person {
  const firstError = nameError(input.firstName, BUYER_MESSAGES.firstName);
  if (firstError) errors.push({ field: `${prefix}.firstName`, message: firstError });
  const lastError = nameError(input.lastName, BUYER_MESSAGES.lastName);
  if (lastError) errors.push({ field: `${prefix}.lastName`, message: lastError });
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) errors.push({ field: `${prefix}.email`, message: BUYER_MESSAGES.email });
  else if (opts.confirmEmail && normaliseEmail(input.emailConfirm) !== email) errors.push({ field: `${prefix}.emailConfirm`, message: BUYER_MESSAGES.emailMatch });
  const answers = answersOf(input, opts.questions, prefix, opts.now, errors);
  return { firstName: (input.firstName ?? '').trim(), lastName: (input.lastName ?? '').trim(), email, answers };
}

export interface BuyerInfoRules {
  collectInformationSetting: 'each-attendee' | 'only-buyer';
  questions: readonly CheckoutQuestion[];
  /** The order's tickets: one attendee per item. */
  items: readonly { itemId: string; ticketTypeId: string }[];
  now: Date;
}

export interface BuyerInfo {
  buyer: Person;
  attendees: (Person & { itemId: string; seat: string | null })[];
}

/**
 * Validates the buyer (first and last name, e-mail confirmed) and, when the event collects information of
 * each attendee, every attendee (names, e-mail and their required questions); otherwise the buyer answers
 * the questions. Returns every problem at once, each with the field it belongs to.
 */
export function validateBuyerInfo(buyer: PersonInput, attendees: readonly AttendeeInput[], rules: BuyerInfoRules): { info: BuyerInfo } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const eachAttendee = rules.collectInformationSetting === 'each-attendee';
  const allTicketIds = rules.items.map((item) => item.ticketTypeId);
  const validBuyer = person(buyer, 'buyer', { confirmEmail: true, questions: eachAttendee ? [] : questionsFor(rules.questions, allTicketIds), now: rules.now }, errors);
  const people: BuyerInfo['attendees'] = [];
  if (eachAttendee) {
    rules.items.forEach((item, index) => {
      const given = attendees.find((a) => a.itemId === item.itemId);
      if (!given) {
        errors.push({ field: `attendees.${index}`, message: BUYER_MESSAGES.attendees });
        return;
      }
      const questions = questionsFor(rules.questions, [item.ticketTypeId]);
      const attendee = person(given, `attendees.${index}`, { confirmEmail: false, questions, now: rules.now }, errors);
      people.push({ ...attendee, itemId: item.itemId, seat: given.seat ?? null });
    });
  } else {
    for (const item of rules.items) people.push({ firstName: validBuyer.firstName, lastName: validBuyer.lastName, email: validBuyer.email, answers: [], itemId: item.itemId, seat: null });
  }
  return errors.length ? { errors } : { info: { buyer: validBuyer, attendees: people } };
}
