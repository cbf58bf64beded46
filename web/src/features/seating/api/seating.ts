import { useQuery } from '@tanstack/react-query';
import { errorMessage, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type EventSeating = components['schemas']['EventSeatingResponse'];
export type SeatChart = components['schemas']['SeatChartResponse'];
export type SeatChartSummary = components['schemas']['SeatChartSummaryResponse'];
export type ManagedTickets = components['schemas']['ManagedTicketsResponse'];
type ManagedTicketType = components['schemas']['ManagedTicketTypeResponse'];
type TicketTypeBody = components['schemas']['ManagedTicketTypeRequest'];

/** A refused call with its status and every message of the reply (a 400 lists several). */
export class SeatingError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages[0] ?? 'Please try again later');
  }
}

/** The reply's data, or a SeatingError with the reply's status and messages. */
async function dataOf<T>(reply: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await reply;
  if (!response.ok) throw new SeatingError(response.status, Array.isArray(error) && error.length ? error.map((e) => errorMessage(e)) : [errorMessage(error)]);
  return data as T;
}

export const seatingKey = (eventId: string) => ['event-seating', eventId] as const;
export const seatingTicketsKey = (eventId: string) => ['event-seating-tickets', eventId] as const;
export const ownerChartsKey = (ownerId: string) => ['owner-seat-charts', ownerId] as const;

/** The event's chart (or none) and its ticket types with the categories they sell. */
export const useEventSeating = (eventId: string) =>
  useQuery({
    queryKey: seatingKey(eventId),
    retry: false,
    queryFn: () => dataOf(fetchClient.GET('/client_side_api/v1/management/courses/{id}/seating', { params: { path: { id: eventId } } })),
  });

/** The event's name, owner, dates and full ticket types (the ticket types call replaces them whole). */
export const useSeatingTickets = (eventId: string) =>
  useQuery({
    queryKey: seatingTicketsKey(eventId),
    retry: false,
    queryFn: () => dataOf(fetchClient.GET('/client_side_api/v1/management/courses/{id}/tickets', { params: { path: { id: eventId } } })),
  });

/** The owner's charts, to choose one for the event. */
export const useOwnerCharts = (ownerId: string) =>
  useQuery({
    queryKey: ownerChartsKey(ownerId),
    retry: false,
    queryFn: () => dataOf(fetchClient.GET('/client_side_api/v1/profile_management/seat_charts', { params: { query: { ownerId } } })),
  });

export const createChart = (body: components['schemas']['CreateSeatChartRequest']) => dataOf(fetchClient.POST('/client_side_api/v1/profile_management/seat_charts', { body }));

/** Saves the chart's name and definition over `version`, the one edited (a stale one is refused with 409). */
export const saveChart = (chartId: string, body: components['schemas']['UpdateSeatChartRequest']) =>
  dataOf(fetchClient.PATCH('/client_side_api/v1/profile_management/seat_charts/{id}', { params: { path: { id: chartId } }, body }));

/** The event sells through this chart (or, with null, through none). */
export const assignChart = (eventId: string, chartId: string | null) =>
  dataOf(fetchClient.PUT('/client_side_api/v1/management/courses/{id}/seating', { params: { path: { id: eventId } }, body: { chartId } }));

/** A saved ticket type as the ticket types call takes it back, unchanged but for `seatsCategoryKeys`. */
export function ticketTypeBody(ticket: ManagedTicketType, seatsCategoryKeys: number[]): TicketTypeBody {
  const secret = ticket.visibilityScope === 'secret';
  const list = ticket.visibilityScope === 'list';
  return {
    id: ticket.id,
    eventDateId: ticket.eventDateId,
    attendance: ticket.attendance,
    name: ticket.name,
    description: ticket.description,
    price: ticket.price,
    currency: ticket.currency,
    quantity: ticket.quantity,
    salesStartAt: ticket.startsSalesAt,
    salesEndAt: ticket.endsSalesAt,
    visibilityScope: ticket.visibilityScope,
    category: ticket.category,
    code: secret ? ticket.code : null,
    quantityPerCode: secret ? ticket.quantityPerCode : null,
    membershipTierIds: ticket.visibilityScope === 'member' ? ticket.membershipTierIds : [],
    customUserListIds: list ? ticket.customUserListIds : [],
    initialQuantityPerCode: list ? ticket.initialQuantityPerCode : null,
    seatsCategoryKeys,
  };
}

/** Which categories each ticket type sells: ticket type id → category keys. */
export type CategoryMapping = Record<string, number[]>;

/**
 * Saves the categories each ticket type sells through the ticket types call, which replaces every ticket type of the
 * event: they are read afresh and sent back as they are, but for their categories.
 */
export async function saveCategoryMapping(eventId: string, mapping: CategoryMapping): Promise<void> {
  const tickets = await dataOf(fetchClient.GET('/client_side_api/v1/management/courses/{id}/tickets', { params: { path: { id: eventId } } }));
  const ticketTypes = tickets.dates.flatMap((date) => date.ticketTypes.map((ticket) => ticketTypeBody(ticket, mapping[ticket.id] ?? ticket.seatsCategoryKeys)));
  await dataOf(fetchClient.PUT('/client_side_api/v1/management/courses/{id}/tickets', { params: { path: { id: eventId } }, body: { ticketTypes } }));
}
