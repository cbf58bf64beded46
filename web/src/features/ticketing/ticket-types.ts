import { completeDateTime, isCompleteDateTime } from '../../components/ui/date-time-rules';
import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';
import { minorDigits, type Currency } from '../../lib/money';
import { zonedToIso } from './components/event-form';

export type ManagedTickets = components['schemas']['ManagedTicketsResponse'];
export type ManagedDate = components['schemas']['ManagedDateResponse'];
export type ManagedTicketType = components['schemas']['ManagedTicketTypeResponse'];
type TicketTypeBody = components['schemas']['ManagedTicketTypeRequest'];
type FeeRule = Pick<ManagedTickets, 'feePercent' | 'currencies'>;
export type VisibilityScope = ManagedTicketType['visibilityScope'];

export const VISIBILITY_LABELS: Record<VisibilityScope, string> = {
  other: 'Public',
  secret: 'Secret (with a code)',
  member: 'Members only',
  list: 'Private access list',
};

/** One ticket type in the form: amounts and limits as typed, times as wall-clock times in the event's zone. */
export interface TicketRow {
  /** The saved ticket type, or null for a new one (not `id`: the form's list keeps its own keys there). */
  ticketId: string | null;
  eventDateId: string;
  name: string;
  description: string;
  attendance: 'in-person' | 'online';
  price: string;
  quantity: string;
  /** Tickets sold so far (0 for a new one); the quantity may not go below it. */
  sold: number;
  salesStart: string;
  salesEnd: string;
  visibilityScope: VisibilityScope;
  category: 'Admission' | 'Add on';
  code: string;
  quantityPerCode: string;
  /** Members-only tickets: the owner's membership tiers whose members may buy them. */
  membershipTierIds: string[];
  /** List tickets: the owner's private access lists whose people may buy them. */
  customUserListIds: string[];
  /** List tickets: how many tickets a listed buyer's share code buys others (empty: no share codes). */
  initialQuantityPerCode: string;
  /** Reserved seating: the chart categories it sells (chosen on the seating page; kept as they are here). */
  seatsCategoryKeys: number[];
}

export interface TicketsFormValues {
  /** One currency for every ticket type of the event. */
  currency: Currency;
  tickets: TicketRow[];
}

/** The fee rule of the API: the currency's fixed part plus a percentage of the price, each rounded to a minor unit; free tickets carry none. */
export function feeFor(price: number, currency: string, rule: FeeRule): number {
  if (price <= 0) return 0;
  const fixed = rule.currencies.find((c) => c.code === currency)?.fixedFee;
  if (fixed === undefined) throw new Error(`No ticket fee for currency ${currency}`);
  return fixed + Math.round((price * rule.feePercent) / 100);
}

/** A typed price in minor units; null when it is not a number of 0 or more. */
export function priceToMinor(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** minorDigits(currency));
}

export const minorToText = (amount: number, currency: string) => {
  const digits = minorDigits(currency);
  const major = amount / 10 ** digits;
  return Number.isInteger(major) ? String(major) : major.toFixed(digits);
};

/** An instant as the wall-clock value of a date-time field ('YYYY-MM-DDTHH:mm') in `timezone`. */
export function isoToLocal(iso: string | null, timezone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export function rowOf(ticket: ManagedTicketType, data: ManagedTickets): TicketRow {
  return {
    ticketId: ticket.id,
    eventDateId: ticket.eventDateId,
    name: ticket.name,
    description: ticket.description,
    attendance: ticket.attendance,
    price: minorToText(ticket.price, ticket.currency),
    quantity: String(ticket.quantity),
    sold: ticket.sold,
    salesStart: isoToLocal(ticket.startsSalesAt, data.timezone),
    salesEnd: isoToLocal(ticket.endsSalesAt, data.timezone),
    visibilityScope: ticket.visibilityScope,
    category: ticket.category,
    code: ticket.code ?? '',
    quantityPerCode: ticket.quantityPerCode === null ? '' : String(ticket.quantityPerCode),
    membershipTierIds: ticket.membershipTierIds,
    customUserListIds: ticket.customUserListIds,
    initialQuantityPerCode: ticket.initialQuantityPerCode === null ? '' : String(ticket.initialQuantityPerCode),
    seatsCategoryKeys: ticket.seatsCategoryKeys,
  };
}

/** The form as the saved ticket types fill it, dates in order and each date's types in their order. */
export const formValuesOf = (data: ManagedTickets): TicketsFormValues => ({
  currency: data.currency,
  tickets: data.dates.flatMap((date) => date.ticketTypes.map((ticket) => rowOf(ticket, data))),
});

export const newRow = (eventDateId: string): TicketRow => ({
  ticketId: null,
  eventDateId,
  name: '',
  description: '',
  attendance: 'in-person',
  price: '0',
  quantity: '100',
  sold: 0,
  salesStart: '',
  salesEnd: '',
  visibilityScope: 'other',
  category: 'Admission',
  code: '',
  quantityPerCode: '',
  membershipTierIds: [],
  customUserListIds: [],
  initialQuantityPerCode: '',
  seatsCategoryKeys: [],
});

/** The PUT body: every ticket type in the form (those removed from it are removed), in the event's currency. */
export function requestBody(values: TicketsFormValues, data: ManagedTickets): TicketTypeBody[] {
  const at = (local: string) => (local ? zonedToIso(local, data.timezone) : null);
  return values.tickets.map((row) => {
    const secret = row.visibilityScope === 'secret';
    const list = row.visibilityScope === 'list';
    return {
      ...(row.ticketId ? { id: row.ticketId } : {}),
      eventDateId: row.eventDateId,
      attendance: row.attendance,
      name: row.name.trim(),
      description: row.description.trim(),
      price: priceToMinor(row.price, values.currency) ?? -1,
      currency: values.currency,
      quantity: Number(row.quantity),
      salesStartAt: at(row.salesStart),
      salesEndAt: at(row.salesEnd),
      visibilityScope: row.visibilityScope,
      category: row.category,
      code: secret ? row.code.trim() : null,
      quantityPerCode: secret && row.quantityPerCode.trim() ? Number(row.quantityPerCode) : null,
      membershipTierIds: row.visibilityScope === 'member' ? row.membershipTierIds : [],
      customUserListIds: list ? row.customUserListIds : [],
      initialQuantityPerCode: list && row.initialQuantityPerCode.trim() ? Number(row.initialQuantityPerCode) : null,
      seatsCategoryKeys: row.seatsCategoryKeys,
    };
  });
}

const ticketType = schemas.TicketTypeRequest;
const messages = ticketType['x-messages'];
const minPerCode = ticketType.properties.quantityPerCode.minimum;
const minInitialPerCode = ticketType.properties.initialQuantityPerCode.minimum;
/** An empty count, or a whole number from `min`. */
const perCode = (value: string, min: number) => !value.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= min);

/** The API's rules and messages (from its contract), shown at the field before anything is sent. */
export const ticketRules = {
  name: (value: string) => !!value.trim() || messages.name,
  price: (value: string, currency: string) => priceToMinor(value, currency) !== null || messages.price,
  quantity: (value: string, row: Pick<TicketRow, 'name' | 'sold'>) => {
    if (!/^\d+$/.test(value.trim())) return messages.quantity;
    const sold = row.sold;
    return Number(value) >= sold || `The quantity of ${row.name.trim() || 'this ticket'} cannot be less than the ${sold} ${sold === 1 ? 'ticket' : 'tickets'} sold`;
  },
  code: (value: string, row: Pick<TicketRow, 'visibilityScope'>) => row.visibilityScope !== 'secret' || !!value.trim() || messages.secretCode,
  quantityPerCode: (value: string, row: Pick<TicketRow, 'visibilityScope'>) => row.visibilityScope !== 'secret' || perCode(value, minPerCode) || messages.quantityPerCode,
  salesStart: completeDateTime,
  salesEnd: (value: string, row: Pick<TicketRow, 'salesStart'>) => {
    const complete = completeDateTime(value);
    if (complete !== true || !value) return complete;
    return !isCompleteDateTime(row.salesStart) || value > row.salesStart || messages.salesWindow;
  },
  membershipTierIds: (value: readonly string[], row: Pick<TicketRow, 'visibilityScope'>) => row.visibilityScope !== 'member' || value.length > 0 || messages.membershipTiers,
  customUserListIds: (value: readonly string[], row: Pick<TicketRow, 'visibilityScope'>) => row.visibilityScope !== 'list' || value.length > 0 || messages.customUserLists,
  initialQuantityPerCode: (value: string, row: Pick<TicketRow, 'visibilityScope'>) => row.visibilityScope !== 'list' || perCode(value, minInitialPerCode) || messages.quantityPerCode,
};

/** A date-time field value in the event's zone as it reads there, with the zone's label ('Dec 5, 2026, 7:00 PM EST'). */
function localText(local: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: timezone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(zonedToIso(local, timezone)),
  );
}

/** When a ticket type is on sale, for the list: in the event's zone (`timezone`). */
export function salesWindowText(row: Pick<TicketRow, 'salesStart' | 'salesEnd'>, timezone: string): string {
  // A half-filled time is not a bound yet.
  const start = isCompleteDateTime(row.salesStart) && row.salesStart;
  const end = isCompleteDateTime(row.salesEnd) && row.salesEnd;
  if (start && end) return `${localText(start, timezone)} – ${localText(end, timezone)}`;
  if (start) return `From ${localText(start, timezone)}`;
  if (end) return `Until ${localText(end, timezone)}`;
  return 'Until sold out';
}
