import type { Currency } from '../../shared/money.js';
import type { Answer, BuyerInfo, Person } from './buyer-info.js';
import type { Totals } from './pricing.js';
import { alreadyCheckedIn, CHECK_IN_MESSAGES } from './check-in.js';
import type { Promoter } from './promoter-links.js';

/**
 * The order: an event-sourced aggregate in stream `order-<uuid>`, written as a pure decider
 * (`decide` turns a command and the state into events, `evolve` folds events into the state).
 */
export const orderStream = (orderId: string) => `order-${orderId}`;

/** Seed 002 §3: the order statuses. */
export type OrderStatus = 'pending' | 'processing' | 'express_processing' | 'handling_payment' | 'completed' | 'failed' | 'canceled' | 'timed_out';
export const IN_PROGRESS: readonly OrderStatus[] = ['pending', 'processing', 'express_processing', 'handling_payment'];

/** Seed 000 §9: the checkout timers. */
export const SELECT_PHASE_MS = 840_000;
export const PAY_PHASE_MS = 540_000;

export type Attendance = 'in-person' | 'online';
export type PaymentOutcome = 'succeeded' | 'processing' | 'tryAgain' | 'failed';

/** One ticket of the order (an order item; it becomes a registration when the order completes). */
export interface OrderItem {
  itemId: string;
  ticketTypeId: string;
  name: string;
  /** The ticket type's price before discounts. */
  listPrice: number;
  price: number;
  fee: number;
  discount: number;
  /** The member benefit that discounted the ticket, and its name (absent otherwise). */
  benefitId?: string;
  discountName?: string;
  /** The listed buyer's share code the ticket was bought through (a list ticket; absent otherwise). */
  shareCode?: string;
  /** Reserved seating: the label of the seat (or area) whose place the ticket takes; absent for other tickets. */
  seatLabel?: string;
}

export interface Selection {
  items: OrderItem[];
  donation: number;
  promoCode: string | null;
  secretCodes: string[];
  /** Share codes of listed buyers the buyer gave (customUserListsCodes); absent in orders from before list tickets. */
  shareCodes?: string[];
  /** The buyer's seat session the order's seats are held for (reserved seating; absent otherwise). */
  seatsHoldToken?: string | null;
  totals: Totals;
}

export interface OrderHeader {
  orderId: string;
  /** The event ("course"), with its name, category and the date's start as they were when the order was created. */
  eventId: string;
  eventName: string;
  categoryId: string | null;
  categoryName: string | null;
  /** The date (sub-event) the tickets are for. */
  eventDateId: string;
  eventStartsAt: string;
  ownerId: string;
  /** The owner's username then, for links in messages. */
  ownerUsername: string;
  attendance: Attendance;
  currency: Currency;
  userId: string | null;
  express: boolean;
  /** Added by an organizer without payment (guests). */
  personalOrder: boolean;
  /** Who sent the buyer through their promoter link (never the buyer or the event's owner); null without one. */
  promoter: Promoter | null;
}

export interface IssuedTicket extends OrderItem {
  firstName: string;
  lastName: string;
  email: string;
  seat: string | null;
  answers: Answer[];
}

export type OrderEvent =
  | { type: 'OrderCreated'; data: OrderHeader & { createdAt: string } }
  | { type: 'TicketsSelected'; data: Selection & { expiresAt: string } }
  | {
      type: 'OrderConfirmed';
      data: { buyer: Person; attendees: BuyerInfo['attendees']; marketingConsentOwner: boolean; marketingConsentPlatform: boolean; confirmedAt: string; expiresAt: string };
    }
  | { type: 'PaymentRequested'; data: { paymentIntentId: string; gateway: string; amount: number; applicationFee: number; requestedAt: string; terminal?: TerminalReader } }
  | { type: 'PaymentProcessing'; data: { paymentIntentId: string } }
  | { type: 'PaymentFailed'; data: { paymentIntentId: string; outcome: 'tryAgain' | 'failed'; reason: string } }
  | { type: 'PaymentSucceeded'; data: { paymentIntentId: string; amount: number; succeededAt: string } }
  /** `promoCode`: the promo code the prices were discounted with (null without one). */
  | { type: 'OrderCompleted'; data: { order: OrderHeader; completedAt: string; paymentMethod: string; tickets: IssuedTicket[]; totals: Totals; buyer: Person; promoCode: string | null } }
  | { type: 'OrderCancelled'; data: { status: 'canceled' | 'timed_out'; cancelledAt: string } }
  | { type: 'OrderItemCancelled'; data: ItemChange }
  /** What went back to the buyer (price and fee as paid), with its currency. */
  | { type: 'OrderItemRefunded'; data: ItemChange & { refundId: string; amount: number; currency: Currency } }
  | { type: 'TicketTransferred'; data: ItemChange & { to: Holder } }
  /** The holder was admitted at the door (once), by the scan the door named (null without one). */
  | { type: 'TicketCheckedIn'; data: { order: OrderHeader; item: IssuedTicket; at: string; scanId: string | null } }
  /** A check-in was undone at the door; the ticket may be checked in again. */
  | { type: 'TicketCheckedOut'; data: { order: OrderHeader; item: IssuedTicket; at: string; checkedInAt: string } }
  /** A sold ticket moved to another seat of its date; `item` carries the new seat, `from` the one it had. */
  | { type: 'TicketSeatChanged'; data: { order: OrderHeader; item: IssuedTicket; from: string | null; at: string } };

/** The card reader a box-office payment was handed to, and the connected account it charges (the reader lives there). */
export interface TerminalReader {
  readerId: string;
  stripeReaderId: string;
  account: string | null;
}

/** Payment method of an order paid at a card reader in the box office (no platform fee). */
export const TERMINAL = 'terminal';

/** Payment method of an order paid in cash at the box office (no platform fee). */
export const CASH = 'cash';

/** Who holds a ticket: the name and e-mail printed on it. */
export interface Holder {
  firstName: string;
  lastName: string;
  email: string;
}

/** One ticket of a completed order cancelled or refunded: self-contained for reports and messages. */
export interface ItemChange {
  order: OrderHeader;
  item: IssuedTicket;
  buyerEmail: string;
  paymentMethod: string;
  /** Who asked: the organizer, or the ticket's holder. */
  by: 'organizer' | 'holder';
  at: string;
}

export type OrderEventType = OrderEvent['type'];
export const ORDER_EVENT_TYPES: readonly OrderEventType[] = [
  'OrderCreated',
  'TicketsSelected',
  'OrderConfirmed',
  'PaymentRequested',
  'PaymentProcessing',
  'PaymentFailed',
  'PaymentSucceeded',
  'OrderCompleted',
  'OrderCancelled',
  'OrderItemCancelled',
  'OrderItemRefunded',
  'TicketTransferred',
  'TicketCheckedIn',
  'TicketCheckedOut',
  'TicketSeatChanged',
];

/** Seed 002 §3: a registration (ticket) is active, checked in, canceled or refunded. */
export type ItemStatus = 'active' | 'canceled' | 'refunded';

export interface OrderState {
  exists: boolean;
  header: OrderHeader | null;
  status: OrderStatus;
  createdAt: string | null;
  selection: Selection | null;
  /** When the hold ends: the select phase, then the pay phase after confirmation. */
  expiresAt: string | null;
  confirmation: Extract<OrderEvent, { type: 'OrderConfirmed' }>['data'] | null;
  payment: { paymentIntentId: string; gateway: string; amount: number; outcome: PaymentOutcome | null; reason?: string; terminal?: TerminalReader } | null;
  completed: Extract<OrderEvent, { type: 'OrderCompleted' }>['data'] | null;
  /** Tickets of a completed order that are no longer active. */
  itemStatus: Record<string, ItemStatus>;
  refundedAmount: number;
  /** Tickets whose holder passed them on (the new holder is on the ticket in `completed.tickets`). */
  transferred: Record<string, true>;
  /** When each admitted ticket was checked in, and by which scan. */
  checkedIn: Record<string, { at: string; scanId: string | null }>;
  /** Every scan that checked a ticket in (a check-in undone since included). */
  scanIds: string[];
}

export const initialState = (): OrderState => ({
  exists: false,
  header: null,
  status: 'pending',
  createdAt: null,
  selection: null,
  expiresAt: null,
  confirmation: null,
  payment: null,
  completed: null,
  itemStatus: {},
  refundedAmount: 0,
  transferred: {},
  checkedIn: {},
  scanIds: [],
});

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderCreated': {
      const { createdAt, ...header } = event.data;
      return { ...state, exists: true, header, createdAt, status: header.express ? 'express_processing' : 'pending' };
    }
    case 'TicketsSelected': {
      const { expiresAt, ...selection } = event.data;
      // A new selection needs a new confirmation (and payment).
      return { ...state, selection, expiresAt, confirmation: null, payment: null, status: state.header?.express ? 'express_processing' : 'pending' };
    }
    case 'OrderConfirmed':
      return { ...state, confirmation: event.data, expiresAt: event.data.expiresAt };
    case 'PaymentRequested':
      return {
        ...state,
        status: 'handling_payment',
        payment: { paymentIntentId: event.data.paymentIntentId, gateway: event.data.gateway, amount: event.data.amount, outcome: null, ...(event.data.terminal ? { terminal: event.data.terminal } : {}) },
      };
    case 'PaymentProcessing':
      return { ...state, status: 'processing', payment: state.payment && { ...state.payment, outcome: 'processing' } };
    case 'PaymentFailed':
      return {
        ...state,
        status: event.data.outcome === 'failed' ? 'failed' : 'handling_payment',
        payment: state.payment && { ...state.payment, outcome: event.data.outcome, reason: event.data.reason },
      };
    case 'PaymentSucceeded':
      return { ...state, payment: state.payment && { ...state.payment, outcome: 'succeeded' } };
    case 'OrderCompleted':
      return { ...state, status: 'completed', completed: event.data };
    case 'OrderCancelled':
      return { ...state, status: event.data.status };
    case 'OrderItemCancelled':
      return { ...state, itemStatus: { ...state.itemStatus, [event.data.item.itemId]: 'canceled' } };
    case 'OrderItemRefunded':
      return { ...state, itemStatus: { ...state.itemStatus, [event.data.item.itemId]: 'refunded' }, refundedAmount: state.refundedAmount + event.data.amount };
    case 'TicketTransferred': {
      const { item, to } = event.data;
      const completed = state.completed && { ...state.completed, tickets: state.completed.tickets.map((t) => (t.itemId === item.itemId ? { ...t, ...to } : t)) };
      return { ...state, completed, transferred: { ...state.transferred, [item.itemId]: true } };
    }
    case 'TicketCheckedIn':
      return {
        ...state,
        checkedIn: { ...state.checkedIn, [event.data.item.itemId]: { at: event.data.at, scanId: event.data.scanId } },
        scanIds: event.data.scanId === null ? state.scanIds : [...state.scanIds, event.data.scanId],
      };
    case 'TicketCheckedOut': {
      const { [event.data.item.itemId]: _undone, ...checkedIn } = state.checkedIn;
      return { ...state, checkedIn };
    }
    case 'TicketSeatChanged': {
      const { item } = event.data;
      const completed = state.completed && { ...state.completed, tickets: state.completed.tickets.map((t) => (t.itemId === item.itemId ? { ...t, seat: item.seat } : t)) };
      return { ...state, completed };
    }
  }
}

export const fold = (events: readonly OrderEvent[]) => events.reduce(evolve, initialState());

/** A command the order refuses; `kind` picks the HTTP status. */
export class OrderRejected extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'conflict' | 'invalid' | 'expired',
  ) {
    super(message);
    this.name = 'OrderRejected';
  }
}

/** What a refund of one ticket gives back: its price and fee as paid. */
export const refundAmount = (item: Pick<OrderItem, 'price' | 'fee'>) => item.price + item.fee;

/** Seed 002 §4: refund and cancel act on an active ticket of a completed order paid by card. */
export function itemActionable(state: OrderState, itemId: string): IssuedTicket | null {
  const item = state.completed?.tickets.find((t) => t.itemId === itemId);
  if (!item || state.status !== 'completed' || (state.itemStatus[itemId] ?? 'active') !== 'active') return null;
  return item;
}

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  timeUp: 'Sorry... Time’s up',
  closed: 'This order can no longer be changed',
  completed: 'This order is already completed',
  noTickets: 'Please select at least one ticket',
  notConfirmed: 'Please confirm your information first',
  paymentMismatch: 'This payment does not belong to the order',
  cannotCancelItem: 'Registration cannot be cancelled',
  cannotRefundItem: 'Registration cannot be refunded',
  guestsOnly: 'Guests are added to a new order',
  guestsFree: 'Guests do not pay for their tickets',
  boxOfficeFees: 'Tickets sold at the box office carry no ticket fee',
  nonTransferable: 'This ticket is non-transferable.',
  cannotMoveItem: 'Registration cannot be moved',
} as const;

/** Seed 000 §5: a guest without a name is 'Anonymous Guest' (and may have no e-mail). */
export const DEFAULT_GUEST: Holder = { firstName: 'Anonymous', lastName: 'Guest', email: '' };

export type OrderCommand =
  | { type: 'CreateOrder'; header: OrderHeader; selection: Selection; now: Date }
  | { type: 'ChangeSelection'; selection: Selection; now: Date }
  | { type: 'ConfirmOrder'; info: BuyerInfo; marketingConsentOwner: boolean; marketingConsentPlatform: boolean; now: Date }
  /** `terminal`: the payment is handed to a card reader (again, after a decline or a cancel). */
  | { type: 'RequestPayment'; paymentIntentId: string; gateway: string; terminal?: TerminalReader; now: Date }
  | { type: 'RecordPayment'; paymentIntentId: string; outcome: PaymentOutcome; reason?: string; paymentMethod: string; now: Date }
  | { type: 'CancelOrder'; status: 'canceled' | 'timed_out'; now: Date }
  | { type: 'CancelItem'; itemId: string; by: ItemChange['by']; now: Date }
  | { type: 'RefundItem'; itemId: string; refundId: string; by: ItemChange['by']; now: Date }
  /** An organizer adds guests: a personal order, completed at once without payment (one holder per item). */
  | { type: 'AddGuests'; header: OrderHeader; selection: Selection; guests: Holder[]; now: Date }
  /** The box office sells tickets paid at a card reader: a personal order, confirmed for its guests and held for the pay phase. */
  | { type: 'CreateBoxOfficeOrder'; header: OrderHeader; selection: Selection; guests: Holder[]; now: Date }
  /** The box office sells tickets paid in cash: a personal order completed at once with payment method 'cash'. */
  | { type: 'SellForCash'; header: OrderHeader; selection: Selection; guests: Holder[]; now: Date }
  | { type: 'TransferTicket'; itemId: string; to: Holder; now: Date }
  /** `scanId`: the door's id of the scan, so the same scan sent again is answered, not refused; `timezone`: the event's, for the refusal. */
  | { type: 'CheckInTicket'; itemId: string; scanId: string | null; timezone: string; now: Date }
  | { type: 'CheckOutTicket'; itemId: string; now: Date }
  /** Moves an active ticket to the seat `seat` (the inventory checks that the seat is free and of its ticket type's categories). */
  | { type: 'ChangeTicketSeat'; itemId: string; seat: string; now: Date };

const iso = (date: Date) => date.toISOString();
const isOpen = (state: OrderState) => state.status === 'pending' || state.status === 'express_processing';
const isExpired = (state: OrderState, now: Date) => !!state.expiresAt && new Date(state.expiresAt) <= now;

function issueTickets(state: OrderState, now: Date, paymentMethod: string): OrderEvent {
  const confirmation = state.confirmation!;
  const selection = state.selection!;
  const tickets = selection.items.map(({ seatLabel, ...item }) => {
    const attendee = confirmation.attendees.find((a) => a.itemId === item.itemId);
    const holder = attendee ?? confirmation.buyer;
    // A reserved seat is the ticket's seat: the attendee cannot type another.
    const seat = seatLabel ?? attendee?.seat ?? null;
    return { ...item, firstName: holder.firstName, lastName: holder.lastName, email: holder.email, seat, answers: attendee?.answers.length ? attendee.answers : confirmation.buyer.answers };
  });
  return { type: 'OrderCompleted', data: { order: state.header!, completedAt: iso(now), paymentMethod, tickets, totals: selection.totals, buyer: confirmation.buyer, promoCode: selection.promoCode } };
}

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  const { now } = command;
  if (command.type === 'CreateOrder') {
    if (state.exists) throw new OrderRejected(ORDER_MESSAGES.closed, 'conflict');
    if (!command.selection.items.length) throw new OrderRejected(ORDER_MESSAGES.noTickets, 'invalid');
    const expiresAt = iso(new Date(now.getTime() + SELECT_PHASE_MS));
    return [
      { type: 'OrderCreated', data: { ...command.header, createdAt: iso(now) } },
      { type: 'TicketsSelected', data: { ...command.selection, expiresAt } },
    ];
  }
  if (command.type === 'AddGuests') return addGuests(command, state);
  if (command.type === 'CreateBoxOfficeOrder') return createBoxOfficeOrder(command, state);
  if (command.type === 'SellForCash') return sellForCash(command, state);
  if (!state.exists) throw new OrderRejected(ORDER_MESSAGES.notFound, 'not_found');

  switch (command.type) {
    case 'ChangeSelection': {
      if (!isOpen(state)) throw new OrderRejected(ORDER_MESSAGES.closed, 'conflict');
      if (isExpired(state, now)) throw new OrderRejected(ORDER_MESSAGES.timeUp, 'expired');
      if (!command.selection.items.length) throw new OrderRejected(ORDER_MESSAGES.noTickets, 'invalid');
      // Changing the selection keeps the select-phase deadline the buyer already has.
      return [{ type: 'TicketsSelected', data: { ...command.selection, expiresAt: state.expiresAt! } }];
    }
    case 'ConfirmOrder': {
      if (!isOpen(state)) throw new OrderRejected(ORDER_MESSAGES.closed, 'conflict');
      if (isExpired(state, now)) throw new OrderRejected(ORDER_MESSAGES.timeUp, 'expired');
      const confirmed: OrderEvent = {
        type: 'OrderConfirmed',
        data: {
          buyer: command.info.buyer,
          attendees: command.info.attendees,
          marketingConsentOwner: command.marketingConsentOwner,
          marketingConsentPlatform: command.marketingConsentPlatform,
          confirmedAt: iso(now),
          expiresAt: iso(new Date(now.getTime() + PAY_PHASE_MS)),
        },
      };
      if (state.selection!.totals.total > 0) return [confirmed];
      // Free orders complete without payment.
      return [confirmed, issueTickets(evolve(state, confirmed), now, 'free')];
    }
    case 'RequestPayment': {
      if (state.status === 'handling_payment' && state.payment?.paymentIntentId === command.paymentIntentId) {
        // A reader may be asked again (after a decline or a cancel, or another reader); anything else asks once.
        const again = !!command.terminal && (state.payment.outcome !== null || state.payment.terminal?.readerId !== command.terminal.readerId);
        if (!again) return [];
      }
      if (!isOpen(state) && state.status !== 'handling_payment') throw new OrderRejected(ORDER_MESSAGES.closed, 'conflict');
      if (!state.confirmation) throw new OrderRejected(ORDER_MESSAGES.notConfirmed, 'invalid');
      // The box office cannot hand a reader an order whose hold has run out.
      if (command.terminal && isExpired(state, now)) throw new OrderRejected(ORDER_MESSAGES.timeUp, 'expired');
      return [
        {
          type: 'PaymentRequested',
          data: {
            paymentIntentId: command.paymentIntentId,
            gateway: command.gateway,
            amount: state.selection!.totals.total,
            applicationFee: state.selection!.totals.fees,
            requestedAt: iso(now),
            ...(command.terminal ? { terminal: command.terminal } : {}),
          },
        },
      ];
    }
    case 'RecordPayment': {
      if (state.payment?.paymentIntentId !== command.paymentIntentId) throw new OrderRejected(ORDER_MESSAGES.paymentMismatch, 'conflict');
      // Payment news can arrive twice or out of order: once the order is completed (or the payment
      // settled either way), later news changes nothing.
      if (state.status === 'completed' || state.payment.outcome === 'succeeded') return [];
      switch (command.outcome) {
        case 'succeeded':
          // Paid after the order was cancelled or timed out: recorded, no tickets (the handler refunds it).
          if (state.status === 'canceled' || state.status === 'timed_out') {
            return [{ type: 'PaymentSucceeded', data: { paymentIntentId: command.paymentIntentId, amount: state.payment.amount, succeededAt: iso(now) } }];
          }
          return [
            { type: 'PaymentSucceeded', data: { paymentIntentId: command.paymentIntentId, amount: state.payment.amount, succeededAt: iso(now) } },
            issueTickets(state, now, command.paymentMethod),
          ];
        case 'processing':
          return state.status === 'processing' ? [] : [{ type: 'PaymentProcessing', data: { paymentIntentId: command.paymentIntentId } }];
        case 'tryAgain':
        case 'failed':
          if (state.status === 'failed' || state.status === 'canceled' || state.status === 'timed_out') return [];
          // The same failure read again (a reader's status polled twice) is recorded once.
          if (state.payment.outcome === command.outcome && state.payment.reason === (command.reason ?? '')) return [];
          return [{ type: 'PaymentFailed', data: { paymentIntentId: command.paymentIntentId, outcome: command.outcome, reason: command.reason ?? '' } }];
      }
      break;
    }
    case 'CancelOrder': {
      if (state.status === 'completed') throw new OrderRejected(ORDER_MESSAGES.completed, 'conflict');
      if (state.status === 'canceled' || state.status === 'timed_out') return [];
      return [{ type: 'OrderCancelled', data: { status: command.status, cancelledAt: iso(now) } }];
    }
    case 'CancelItem':
    case 'RefundItem': {
      const refund = command.type === 'RefundItem';
      const item = itemActionable(state, command.itemId);
      const paidByCard = state.completed?.paymentMethod === 'stripe' || state.completed?.paymentMethod === 'demo';
      if (!item || (refund && !paidByCard)) throw new OrderRejected(refund ? ORDER_MESSAGES.cannotRefundItem : ORDER_MESSAGES.cannotCancelItem, 'invalid');
      const change: ItemChange = { order: state.header!, item, buyerEmail: state.completed!.buyer.email, paymentMethod: state.completed!.paymentMethod, by: command.by, at: iso(now) };
      return refund
        ? [{ type: 'OrderItemRefunded', data: { ...change, refundId: command.refundId, amount: refundAmount(item), currency: state.header!.currency } }]
        : [{ type: 'OrderItemCancelled', data: change }];
    }
    case 'TransferTicket': {
      const item = itemActionable(state, command.itemId);
      if (!item || state.header!.attendance === 'online') throw new OrderRejected(ORDER_MESSAGES.nonTransferable, 'invalid');
      const change: ItemChange = { order: state.header!, item, buyerEmail: state.completed!.buyer.email, paymentMethod: state.completed!.paymentMethod, by: 'holder', at: iso(now) };
      return [{ type: 'TicketTransferred', data: { ...change, to: command.to } }];
    }
    case 'CheckInTicket': {
      const item = issuedTicket(state, command.itemId);
      const status = state.itemStatus[item.itemId];
      if (status === 'canceled' || status === 'refunded') throw new OrderRejected(CHECK_IN_MESSAGES[status], 'invalid');
      const checkedIn = state.checkedIn[item.itemId];
      // A scan sent again (a phone that lost the answer, or its offline queue) admits once: nothing more to do
      // while its check-in stands (the handler answers it as admitted), and nothing after it was undone.
      if (command.scanId !== null && state.scanIds.includes(command.scanId)) {
        if (checkedIn?.scanId === command.scanId) return [];
        throw new OrderRejected(CHECK_IN_MESSAGES.scanUndone, 'conflict');
      }
      if (checkedIn) throw new OrderRejected(alreadyCheckedIn(checkedIn.at, command.timezone, now), 'conflict');
      return [{ type: 'TicketCheckedIn', data: { order: state.header!, item, at: iso(now), scanId: command.scanId } }];
    }
    case 'CheckOutTicket': {
      const item = issuedTicket(state, command.itemId);
      const checkedIn = state.checkedIn[item.itemId];
      if (!checkedIn) throw new OrderRejected(CHECK_IN_MESSAGES.notCheckedIn, 'conflict');
      return [{ type: 'TicketCheckedOut', data: { order: state.header!, item, at: iso(now), checkedInAt: checkedIn.at } }];
    }
    case 'ChangeTicketSeat': {
      const item = itemActionable(state, command.itemId);
      if (!item) throw new OrderRejected(ORDER_MESSAGES.cannotMoveItem, 'invalid');
      // Already there: asked again (a retry), nothing to record.
      if (item.seat === command.seat) return [];
      return [{ type: 'TicketSeatChanged', data: { order: state.header!, item: { ...item, seat: command.seat }, from: item.seat, at: iso(now) } }];
    }
  }
  return [];
}

/** A ticket of the completed order (with its holder now), or the refusal 'Ticket not found'. */
function issuedTicket(state: OrderState, itemId: string): IssuedTicket {
  const item = state.status === 'completed' ? state.completed?.tickets.find((t) => t.itemId === itemId) : undefined;
  if (!item) throw new OrderRejected(CHECK_IN_MESSAGES.notFound, 'not_found');
  return item;
}

/** Guests: the order is created with the organizer's selection at no cost and completed with payment method 'free'. */
function addGuests(command: Extract<OrderCommand, { type: 'AddGuests' }>, state: OrderState): OrderEvent[] {
  const { header, selection, guests, now } = command;
  if (state.exists || !header.personalOrder) throw new OrderRejected(ORDER_MESSAGES.guestsOnly, 'conflict');
  if (!selection.items.length) throw new OrderRejected(ORDER_MESSAGES.noTickets, 'invalid');
  if (selection.totals.total !== 0) throw new OrderRejected(ORDER_MESSAGES.guestsFree, 'invalid');
  const created: OrderEvent[] = [
    { type: 'OrderCreated', data: { ...header, createdAt: iso(now) } },
    { type: 'TicketsSelected', data: { ...selection, expiresAt: iso(now) } },
  ];
  const holders = selection.items.map((_, n) => guests[n] ?? DEFAULT_GUEST);
  const tickets: IssuedTicket[] = selection.items.map(({ seatLabel, ...item }, n) => ({ ...item, ...holders[n]!, seat: seatLabel ?? null, answers: [] }));
  const buyer = { ...holders[0]!, answers: [] };
  return [...created, { type: 'OrderCompleted', data: { order: header, completedAt: iso(now), paymentMethod: 'free', tickets, totals: selection.totals, buyer, promoCode: selection.promoCode } }];
}

/**
 * A box-office sale: the order is created for the box office's guests (one holder per ticket, the first one
 * the buyer), confirmed at once and held for the pay phase, until the card reader's payment completes it.
 * In-person card payments carry no platform fee.
 */
function createBoxOfficeOrder(command: Extract<OrderCommand, { type: 'CreateBoxOfficeOrder' }>, state: OrderState): OrderEvent[] {
  const { header, selection, guests, now } = command;
  if (state.exists || !header.personalOrder) throw new OrderRejected(ORDER_MESSAGES.closed, 'conflict');
  if (!selection.items.length) throw new OrderRejected(ORDER_MESSAGES.noTickets, 'invalid');
  if (selection.totals.fees !== 0 || selection.items.some((item) => item.fee !== 0)) throw new OrderRejected(ORDER_MESSAGES.boxOfficeFees, 'invalid');
  const expiresAt = iso(new Date(now.getTime() + PAY_PHASE_MS));
  const holders = selection.items.map((_, n) => guests[n] ?? DEFAULT_GUEST);
  return [
    { type: 'OrderCreated', data: { ...header, createdAt: iso(now) } },
    { type: 'TicketsSelected', data: { ...selection, expiresAt } },
    {
      type: 'OrderConfirmed',
      data: {
        buyer: { ...holders[0]!, answers: [] },
        attendees: selection.items.map((item, n) => ({ ...holders[n]!, answers: [], itemId: item.itemId, seat: null })),
        marketingConsentOwner: false,
        marketingConsentPlatform: false,
        confirmedAt: iso(now),
        expiresAt,
      },
    },
  ];
}

/** A cash sale: the box-office order as above, paid on the spot, so its tickets are issued with payment method 'cash'. */
function sellForCash(command: Extract<OrderCommand, { type: 'SellForCash' }>, state: OrderState): OrderEvent[] {
  const created = createBoxOfficeOrder({ ...command, type: 'CreateBoxOfficeOrder' }, state);
  return [...created, issueTickets(created.reduce(evolve, state), command.now, CASH)];
}
