/**
 * The event creation assistant's dialogue (Jaan, seed 000 §1–§4): it asks for what is missing (name,
 * date and time, place or online, ticket price and quantity), reads plain answers, summarises, and on
 * confirmation asks for the draft event to be created. Pure: the state is plain JSON, "now" is passed in.
 */
import { CURRENCIES, formatMoney, type Currency } from '../../shared/money.js';
import {
  cleanName,
  compareDates,
  formatDate,
  formatTime,
  localNow,
  parseVenue,
  Scanner,
  takeBareCount,
  takeBarePrice,
  takeDate,
  takePlaceKeyword,
  takePrice,
  takeQuantity,
  takeTimes,
  takeTimezone,
  trimLinks,
  zonedToUtc,
  type CalendarDate,
  type ClockTime,
  type Place,
  type Price,
} from './event-assistant-language.js';

export const ASSISTANT_NAME = 'Jaan';
/** Times are read in this zone when the browser does not say which it is in (the profiles' default). */
export const DEFAULT_ASSISTANT_TIMEZONE = 'America/New_York';
export const MAX_MESSAGE_LENGTH = 2000;

export const EVENT_CREATOR_MESSAGES = {
  notFound: 'Conversation not found',
  notYours: 'Only the person who started this conversation can see it',
  ownerNotFound: 'Profile not found',
  messageRequired: 'Type a message',
  messageTooLong: `Messages can be up to ${MAX_MESSAGE_LENGTH} characters`,
  /** The assistant's answer when producing a reply failed: the user's message stays, to send again. */
  replyFailed: 'Sorry, something went wrong on my side and I could not answer. Please send your message again.',
} as const;
export const DEFAULT_TICKET_NAME = 'General admission';
export const MAX_EVENT_NAME_LENGTH = 100;
export const MAX_TICKET_NAME_LENGTH = 60;
export const MAX_TICKETS = 1_000_000;
/** In major units of the currency. */
export const MAX_PRICE = 1_000_000;

export interface AssistantDraft {
  name?: string;
  date?: CalendarDate;
  start?: ClockTime;
  /** Ends the next day when not after the start. */
  end?: ClockTime;
  place?: Place;
  ticketName?: string;
  price?: Price;
  quantity?: number;
}

export interface AssistantState {
  stage: 'collecting' | 'confirming' | 'created';
  timezone: string;
  currency: Currency;
  draft: AssistantDraft;
  eventId?: string;
}

/** What to create once the user confirms: one date, one ticket type. */
export interface EventPlan {
  name: string;
  timezone: string;
  startsAt: string;
  endsAt: string | null;
  place: Place;
  ticket: { name: string; attendance: 'in-person' | 'online'; price: number; currency: Currency; quantity: number };
}

export type DialogueTurn = { state: AssistantState; reply: string } | { state: AssistantState; create: EventPlan };

type Field = 'name' | 'date' | 'time' | 'place' | 'price' | 'quantity';

const QUESTIONS: Record<Field, string> = {
  name: "What's the name of your event?",
  date: 'When does it start? Tell me the date and time, for example “Dec 5 at 8pm” or “2026-12-05 20:00”.',
  time: 'What time does it start? For example “8pm” or “19:30”.',
  place: 'Where will it take place? Give me the venue and its address, say “online” for an online event, or “TBA” if you don’t know yet.',
  price: 'What does a ticket cost? For example “$20”, or “free”.',
  quantity: 'How many tickets are available? For example “100”.',
};
const TICKETS_QUESTION = 'Now the tickets: what does a ticket cost, and how many are there? For example “$20, 100 tickets” or “free, 50 tickets”.';
const CONFIRM_QUESTION = 'Shall I create it as a draft event? Reply “yes”, or tell me what to change.';

export function missingFields(draft: AssistantDraft): Field[] {
  const missing: Field[] = [];
  if (!draft.name) missing.push('name');
  if (!draft.date) missing.push('date');
  else if (!draft.start) missing.push('time');
  if (!draft.place) missing.push('place');
  if (!draft.price) missing.push('price');
  if (draft.quantity === undefined) missing.push('quantity');
  return missing;
}

function question(draft: AssistantDraft): string {
  const missing = missingFields(draft);
  if (missing[0] === 'price' && missing[1] === 'quantity') return TICKETS_QUESTION;
  if (missing[0] === 'date' && draft.start) return `And which day is that at ${formatTime(draft.start)}? For example “Dec 5” or “tomorrow”.`;
  return missing[0] ? QUESTIONS[missing[0]] : CONFIRM_QUESTION;
}

/** The first message of a conversation. */
export function startConversation(ownerName: string, timezone: string, currency: Currency): { state: AssistantState; reply: string } {
  return {
    state: { stage: 'collecting', timezone, currency, draft: {} },
    reply:
      `Hi, I'm ${ASSISTANT_NAME}! I'll help you create an event for ${ownerName}. ${QUESTIONS.name}\n` +
      'You can also tell me everything at once, for example: Jazz Night on Dec 5 at 8pm at Riverside Hall, $20, 100 tickets.',
  };
}

const placeText = (place: Place) =>
  place.kind === 'online' ? 'Online' : place.kind === 'tba' ? 'To Be Announced' : [place.name, place.address].filter(Boolean).join(', ');

const priceText = (price: Price) => (price.amount === 0 ? 'free' : formatMoney(price.amount, price.currency));

function whenText(draft: AssistantDraft, timezone: string): string {
  const end = draft.end ? ` – ${formatTime(draft.end)}` : '';
  return `${formatDate(draft.date!)}, ${formatTime(draft.start!)}${end} (${timezone})`;
}

/** What the user will get, in a few lines. */
export function summary(state: AssistantState): string {
  const { draft } = state;
  return [
    'Here is your event:',
    `• Name: ${draft.name}`,
    `• When: ${whenText(draft, state.timezone)}`,
    `• Where: ${placeText(draft.place!)}`,
    `• Tickets: ${draft.ticketName ?? DEFAULT_TICKET_NAME}, ${priceText(draft.price!)}, ${draft.quantity} available`,
  ].join('\n');
}

// ---------------------------------------------------------------- reading one message

const RESTART_RE = /^(?:let'?s\s+)?(?:start\s+(?:over|again)|restart|reset|begin\s+again)\b/i;
const YES_RE =
  /^(?:y|yes|yep|yeah|yup|sure|ok|okay|confirm(?:ed)?|create(?:\s+it)?|do\s+it|go\s+(?:ahead|for\s+it)|looks?\s+(?:good|great|right|fine)|sounds\s+(?:good|great)|perfect|correct|that'?s\s+(?:right|correct|it|all)|all\s+good|please\s+do|let'?s\s+do\s+it|save(?:\s+it)?)\b/i;
const NO_RE = /^(?:no|nope|nah|not\s+(?:quite|yet|really)|wait|hold\s+on|wrong|incorrect)\b/i;
const CHANGE_RE = /\b(?:change|edit|fix|update|modify|correct|wrong|different|another)\b/i;
const GREETING_RE = /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))\b/i;
const CHATTER_RE = /^(?:y|yes|yep|yeah|sure|ok|okay|no|nope|hi|hello|hey|thanks|thank\s+you|hmm+|idk|what|why|how)\W*$/i;

interface Reading {
  draft: AssistantDraft;
  timezone: string;
  /** What was understood, to acknowledge. */
  noted: string[];
  /** Answers that could not be used, with why. */
  problems: string[];
}

const RENAME_RE =
  /^(?:(?:please\s+)?(?:call\s+it|rename\s+(?:it|the\s+event)(?:\s+to)?|change\s+the\s+(?:event\s+)?(?:name|title)\s+to)|(?:the\s+)?(?:event(?:'s)?\s+)?(?:name|title)\s+(?:is|should\s+be|:))\s*(.+)$/i;
const TICKET_RENAME_RE = /^(?:please\s+)?(?:call|name|rename)\s+(?:the\s+)?tickets?\s+(?:to\s+)?(.+)$|^(?:the\s+)?ticket(?:'s)?\s+name\s+(?:is|should\s+be|:)\s*(.+)$/i;
const VENUE_RE = /^(?:(?:the\s+)?(?:venue|place|location|address)\s+(?:is|will\s+be|should\s+be|:)|(?:move|change)\s+(?:it|the\s+(?:venue|place|location))\s+to)\s*(.+)$/i;
const TICKET_FILLER = new Set([
  'ticket', 'tickets', 'each', 'per', 'person', 'a', 'an', 'the', 'are', 'is', 'cost', 'costs', 'price', 'priced', 'at', 'for', 'and', 'with', 'they', 'it',
  'there', 'will', 'be', 'of', 'only', 'just', 'please', 'thanks', 'ok', 'okay', 'yes', 'sure', 'we', 'have', 'has', 'can', 'sell', 'selling', 'all', 'tix',
  "they're", "it's", "that's", "we're", 'make', 'set', 'change', 'to', 'instead', 'now', 'actually', 'how', 'about', "let's", 'lets', 'i', 'think', 'maybe', 'say', 'go',
]);

/** A ticket's name said before or after its price ("VIP $50, 20 tickets" → "VIP"). */
function ticketLabel(pieces: string[]): string | null {
  for (const piece of pieces) {
    const words = piece.replace(/[,;:.!?()]/g, ' ').split(/\s+/).filter(Boolean);
    while (words.length && TICKET_FILLER.has(words[0]!.toLowerCase())) words.shift();
    while (words.length && TICKET_FILLER.has(words.at(-1)!.toLowerCase())) words.pop();
    const label = words.join(' ');
    if (label && words.length <= 5 && label.length <= MAX_TICKET_NAME_LENGTH && /\p{L}/u.test(label)) return label.charAt(0).toUpperCase() + label.slice(1);
  }
  return null;
}

const startsWithVenue = (piece: string) => /^\s*(?:at|in|@)\s+(?:the\s+)?\p{Lu}/u.test(piece);

function readMessage(state: AssistantState, text: string, now: Date): Reading {
  const draft: AssistantDraft = { ...state.draft };
  const noted: string[] = [];
  const problems: string[] = [];
  let timezone = state.timezone;
  const expecting = missingFields(draft)[0];
  const setName = (name: string | null) => {
    if (!name) return;
    if (name.length > MAX_EVENT_NAME_LENGTH) problems.push(`That name is a bit long: please keep it under ${MAX_EVENT_NAME_LENGTH} characters.`);
    else {
      draft.name = name;
      noted.push(`“${name}”`);
    }
  };
  const setPlace = (place: Place | null) => {
    if (!place) return;
    draft.place = place;
    noted.push(place.kind === 'online' ? 'online' : place.kind === 'tba' ? 'place to be announced' : `at ${placeText(place)}`);
  };

  // Whole-message corrections: "call it …", "the venue is …", "call the ticket …".
  const rename = expecting === 'name' ? null : RENAME_RE.exec(text);
  if (rename) {
    setName(cleanName(rename[1]!));
    return { draft, timezone, noted, problems };
  }
  const ticketRename = TICKET_RENAME_RE.exec(text);
  if (ticketRename) {
    const label = cleanName(ticketRename[1] ?? ticketRename[2]!);
    if (label && label.length <= MAX_TICKET_NAME_LENGTH) {
      draft.ticketName = label;
      noted.push(`ticket “${label}”`);
    }
    return { draft, timezone, noted, problems };
  }
  const venue = VENUE_RE.exec(text);
  if (venue) {
    setPlace(takePlaceKeyword(new Scanner(venue[1]!)) ?? parseVenue(venue[1]!));
    return { draft, timezone, noted, problems };
  }

  const scan = new Scanner(text);
  const zone = takeTimezone(scan);
  const today = localNow(now, zone ?? timezone);
  const dateReading = takeDate(scan, today);
  const times = takeTimes(scan);
  const quantity = takeQuantity(scan);
  // A name may well contain "free" or "online" ("Free Jazz Night"): only later answers are read for them.
  let price = takePrice(scan, state.currency, { free: expecting !== 'name' });
  let place = expecting === 'name' ? null : takePlaceKeyword(scan);
  let barePrice: Price | null = null;
  let bareCount: number | null = null;
  if (expecting === 'price' && !price) barePrice = takeBarePrice(scan, state.currency);
  if ((expecting === 'quantity' || (expecting === 'price' && quantity === null)) && quantity === null) bareCount = takeBareCount(scan);
  const pieces = scan.pieces();

  if (zone && zone !== timezone) {
    timezone = zone;
    noted.push(`times in ${zone}`);
  }

  if (expecting === 'name' && !text.endsWith('?')) {
    const nameIndex = pieces.findIndex((piece) => cleanName(trimLinks(piece)) !== null);
    if (nameIndex >= 0) setName(cleanName(trimLinks(pieces[nameIndex]!)));
    for (const piece of pieces.slice(nameIndex + 1)) {
      const rest = new Scanner(piece);
      place ??= takePlaceKeyword(rest);
      price ??= takePrice(rest, state.currency);
      if (!place && startsWithVenue(piece)) place = parseVenue(piece);
    }
  } else if (expecting === 'place' && !place && !text.endsWith('?') && !CHATTER_RE.test(text) && !NO_RE.test(text) && !CHANGE_RE.test(text)) {
    const said = trimLinks(pieces.join(' '));
    if (said) place = parseVenue(said);
  }
  setPlace(place);

  // Date and time: a new date keeps the time already given, a new time keeps the date.
  const invalidDate = dateReading !== null && 'invalid' in dateReading;
  if (invalidDate) problems.push("I couldn't find that date in the calendar.");
  const newDate = dateReading && 'date' in dateReading ? dateReading.date : undefined;
  const newStart = invalidDate ? undefined : ((dateReading && 'time' in dateReading ? dateReading.time : undefined) ?? times.start);
  if (newDate || newStart) {
    const date = newDate ?? draft.date;
    const start = newStart ?? draft.start;
    const past = date && (start ? zonedToUtc(date, start, timezone) <= now : compareDates(date, today) < 0);
    if (past) problems.push('That is in the past: the event needs a date and time still to come.');
    else {
      draft.date = date;
      draft.start = start;
      if (newStart) draft.end = times.end;
      if (date && start) noted.push(`${formatDate(date)} at ${formatTime(start)}${draft.end ? ` to ${formatTime(draft.end)}` : ''}`);
      else if (date) noted.push(formatDate(date));
      else if (start) noted.push(`starting at ${formatTime(start)}`);
    }
  }

  const ticketPrice = price ?? barePrice;
  if (ticketPrice) {
    if (ticketPrice.amount > MAX_PRICE * 10 ** CURRENCIES[ticketPrice.currency].digits) problems.push('That price is higher than tickets can be sold for.');
    else {
      draft.price = ticketPrice;
      noted.push(ticketPrice.amount === 0 ? 'free tickets' : `${priceText(ticketPrice)} a ticket`);
    }
  }
  const count = quantity ?? bareCount;
  if (count !== null) {
    if (count < 1 || count > MAX_TICKETS) problems.push(`The number of tickets must be between 1 and ${MAX_TICKETS.toLocaleString('en-US')}.`);
    else {
      draft.quantity = count;
      noted.push(`${count.toLocaleString('en-US')} ${count === 1 ? 'ticket' : 'tickets'}`);
    }
  }
  if ((expecting === 'price' || expecting === 'quantity') && (ticketPrice || count !== null)) {
    const label = ticketLabel(pieces);
    if (label) {
      draft.ticketName = label;
      noted.push(`ticket “${label}”`);
    }
  }
  return { draft, timezone, noted, problems };
}

// ---------------------------------------------------------------- the conversation

const FIELD_WORDS: [Field[], RegExp][] = [
  [['name'], /\b(?:name|title|called)\b/i],
  [['date'], /\b(?:date|day|when)\b/i],
  [['time'], /\b(?:time|hour|starts?|starting)\b/i],
  [['place'], /\b(?:place|venue|location|address|where|online)\b/i],
  [['price'], /\b(?:price|cost|costs|pricing)\b/i],
  [['quantity'], /\b(?:quantity|capacity|how\s+many|number\s+of\s+tickets)\b/i],
  [['price', 'quantity'], /\btickets?\b/i],
];

function clearFields(draft: AssistantDraft, fields: Field[]): AssistantDraft {
  const cleared = { ...draft };
  for (const field of fields) {
    if (field === 'name') delete cleared.name;
    if (field === 'date') [cleared.date, cleared.start, cleared.end] = [undefined, undefined, undefined];
    if (field === 'time') [cleared.start, cleared.end] = [undefined, undefined];
    if (field === 'place') delete cleared.place;
    if (field === 'price') delete cleared.price;
    if (field === 'quantity') delete cleared.quantity;
  }
  return JSON.parse(JSON.stringify(cleared)) as AssistantDraft;
}

function planOf(state: AssistantState): EventPlan {
  const { draft, timezone } = state;
  const startsAt = zonedToUtc(draft.date!, draft.start!, timezone);
  let endsAt: Date | null = null;
  if (draft.end) {
    endsAt = zonedToUtc(draft.date!, draft.end, timezone);
    if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 24 * 60 * 60 * 1000);
  }
  return {
    name: draft.name!,
    timezone,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    place: draft.place!,
    ticket: {
      name: draft.ticketName ?? DEFAULT_TICKET_NAME,
      attendance: draft.place!.kind === 'online' ? 'online' : 'in-person',
      price: draft.price!.amount,
      currency: draft.price!.currency,
      quantity: draft.quantity!,
    },
  };
}

/** The assistant's answer to one user message. */
export function converse(state: AssistantState, message: string, now: Date): DialogueTurn {
  const text = message.trim().replace(/\s+/g, ' ').replace(/[‘’]/g, "'");
  if (state.stage === 'created') {
    return {
      state,
      reply: `Your event “${state.draft.name}” is already saved as a draft: /event/${state.eventId}\nTo create another event, start again from Create An Event.`,
    };
  }
  if (RESTART_RE.test(text)) {
    return { state: { ...state, stage: 'collecting', draft: {} }, reply: `Let's start over. ${QUESTIONS.name}` };
  }

  const reading = readMessage(state, text, now);
  let next: AssistantState = { ...state, timezone: reading.timezone, draft: reading.draft };
  const understood = reading.noted.length > 0;
  const said = [understood ? `Got it: ${reading.noted.join(', ')}.` : '', ...reading.problems].filter(Boolean).join(' ');
  const complete = missingFields(next.draft).length === 0;

  if (understood) {
    next = { ...next, stage: complete ? 'confirming' : 'collecting' };
    return { state: next, reply: complete ? `${said}\n\n${summary(next)}\n${CONFIRM_QUESTION}` : `${said} ${question(next.draft)}` };
  }
  if (reading.problems.length) return { state: next, reply: `${said} ${question(next.draft)}` };

  if (state.stage === 'confirming' && YES_RE.test(text)) {
    const plan = planOf(next);
    if (new Date(plan.startsAt) <= now) {
      next = { ...next, stage: 'collecting', draft: clearFields(next.draft, ['date']) };
      return { state: next, reply: `The start time has passed in the meantime. ${QUESTIONS.date}` };
    }
    return { state: next, create: plan };
  }

  const wantsChange = NO_RE.test(text) || CHANGE_RE.test(text);
  const fields = FIELD_WORDS.filter(([, pattern]) => pattern.test(text)).flatMap(([names]) => names);
  if (wantsChange && fields.length) {
    next = { ...next, stage: 'collecting', draft: clearFields(next.draft, fields) };
    return { state: next, reply: `Sure. ${question(next.draft)}` };
  }
  if (state.stage === 'confirming') {
    const reply = wantsChange
      ? 'What would you like to change: the name, the date and time, the place, or the tickets?'
      : `Sorry, I didn't catch that. Reply “yes” to create the draft event, or tell me what to change.`;
    return { state: next, reply };
  }
  if (missingFields(next.draft)[0] === 'name') {
    if (text.endsWith('?')) {
      return {
        state: next,
        reply: `I'll ask for the name, the date and time, the place and the tickets, then create a draft event you can check and publish. ${QUESTIONS.name}`,
      };
    }
    if (GREETING_RE.test(text)) return { state: next, reply: `Hi! ${QUESTIONS.name}` };
    if (text) return { state: next, reply: `Sure! ${QUESTIONS.name}` };
  }
  return { state: next, reply: `Sorry, I didn't catch that. ${question(next.draft)}` };
}

/** After the draft event exists: where to find it and what to do next. */
export function eventCreated(state: AssistantState, eventId: string): { state: AssistantState; reply: string } {
  return {
    state: { ...state, stage: 'created', eventId },
    reply:
      `Done! “${state.draft.name}” is saved as a draft: /event/${eventId}\n` +
      'Open it to check everything, add a description and a poster, then press Publish Event when you are ready to sell tickets.',
  };
}
