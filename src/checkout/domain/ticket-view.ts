import type { Answer, CheckoutQuestion } from './buyer-info.js';
import { questionsFor } from './buyer-info.js';
import type { IssuedTicket, OrderHeader } from './order.js';
import { ticketCode } from './ticket-code.js';
import { formatInZone } from './zoned-time.js';

/** What a ticket shows of its event and date (seed 000 §3 "Ticket data"). */
export interface TicketEvent {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string | null;
  doorTime: string | null;
  timezone: string;
  locationSetting: 'tba' | 'other';
  location: { name: string | null; address: string | null } | null;
  poster: string | null;
  refundsAllowed: boolean;
  questions: CheckoutQuestion[];
}

export type RegistrationStatus = 'active' | 'checked_in' | 'canceled' | 'refunded';

/** One ticket as the buyer sees it (seed 000 §3 "Ticket data (viewing)"). */
export interface TicketView {
  id: string;
  eventName: string;
  firstName: string;
  lastName: string;
  ticket: string;
  seat: string | null;
  /** The signed payload the door scans. */
  qrCode: string;
  qrCodeUrl: string;
  event: Omit<TicketEvent, 'name' | 'refundsAllowed' | 'questions'>;
  refundsAllowed: boolean;
  orderAnswers: { title: string; answer: string }[];
  status: RegistrationStatus;
}

export const NO_ANSWER = 'No answer provided';
export const TBA = 'To be announced';
export const NO_REFUNDS = 'No refunds';

/** The QR code colour of tickets (the image route's default). */
export const QR_COLOR = '000000';

export const qrCodeUrl = (payload: string, color = QR_COLOR) => `/api/qr-code?url=${encodeURIComponent(payload)}&color=${color}`;

export { formatInZone, formatTimeInZone } from './zoned-time.js';

/** Where the event happens, or 'To be announced'. */
export function locationText(event: Pick<TicketEvent, 'locationSetting' | 'location'>): string {
  if (event.locationSetting === 'tba' || !event.location) return TBA;
  return [event.location.name, event.location.address].filter(Boolean).join(', ') || TBA;
}

/**
 * The order's questions for this ticket with the holder's answers: terms as agreed or rejected with the
 * date and time, and 'No answer provided' for a question left blank.
 */
export function orderAnswers(questions: readonly CheckoutQuestion[], ticketTypeId: string, answers: readonly Answer[], timezone: string): { title: string; answer: string }[] {
  const asked = questionsFor(questions, [ticketTypeId]);
  // Answers to questions removed since the purchase still belong to the ticket.
  const extra = answers.filter((a) => !asked.some((q) => q.id === a.questionId));
  const answerText = (answer: Answer | undefined) => {
    if (!answer) return NO_ANSWER;
    if (answer.fieldType !== 'TERMS') return answer.content;
    return `${answer.content === 'agreed' ? 'Agreed' : 'Rejected'} on ${formatInZone(answer.answeredAt, timezone)}`;
  };
  return [
    ...asked.map((q) => ({ title: q.title, answer: answerText(answers.find((a) => a.questionId === q.id)) })),
    ...extra.map((a) => ({ title: a.title, answer: answerText(a) })),
  ];
}

/** The tickets of a completed order, each with its signed QR code. */
export function ticketViews(
  order: OrderHeader,
  tickets: readonly IssuedTicket[],
  event: TicketEvent,
  signingKey: string,
  statuses: ReadonlyMap<string, RegistrationStatus> = new Map(),
): TicketView[] {
  const { name, refundsAllowed, questions, ...details } = event;
  return tickets.map((t) => {
    const qrCode = ticketCode(t.itemId, signingKey);
    return {
      id: t.itemId,
      eventName: name || order.eventName,
      firstName: t.firstName,
      lastName: t.lastName,
      ticket: t.name,
      seat: t.seat,
      qrCode,
      qrCodeUrl: qrCodeUrl(qrCode),
      event: details,
      refundsAllowed,
      orderAnswers: orderAnswers(questions, t.ticketTypeId, t.answers, event.timezone),
      status: statuses.get(t.itemId) ?? 'active',
    };
  });
}
