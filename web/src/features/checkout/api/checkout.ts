import { $api, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Order = components['schemas']['OrderResponse'];
export type OrderSummary = components['schemas']['OrderSummaryResponse'];
export type Ticket = components['schemas']['TicketTypeResponse'];
export type UnlockedTicket = components['schemas']['UnlockedTicketResponse'];
/** A row of the checkout's ticket list: a ticket the date lists, or one a secret or share code unlocked (those carry no member prices). */
export type CheckoutTicket = Omit<UnlockedTicket, 'customUserListsCode'> & Partial<Pick<Ticket, 'customUserListsCode' | 'memberDiscount' | 'benefitLabel'>>;

export const useCheckoutEvent = (id: string, enabled = true) => $api.useQuery('get', '/client_side_api/events/{id}', { params: { path: { id } } }, { retry: false, enabled });
export const useDateTickets = (dateId: string, ticketType?: 'in-person' | 'online') =>
  $api.useQuery('get', '/client_side_api/v1/tickets', { params: { query: { eventId: dateId, ticketType } } }, { retry: false, enabled: !!dateId });
export const useOrder = (id: string | undefined) => $api.useQuery('get', '/client_side_api/v1/orders/{id}', { params: { path: { id: id ?? '' } } }, { retry: false, enabled: !!id });

/** The checkout's calls; each answers data or the server's error body. */
export const checkoutApi = {
  create: (body: components['schemas']['CreateOrderRequest']) => fetchClient.POST('/client_side_api/v1/orders', { body }),
  update: (id: string, body: components['schemas']['SelectionRequest']) => fetchClient.PATCH('/client_side_api/v1/orders/{id}', { params: { path: { id } }, body }),
  createExpress: (body: components['schemas']['CreateOrderRequest']) => fetchClient.POST('/client_side_api/v1/orders/create_express', { body }),
  updateExpress: (id: string, body: components['schemas']['SelectionRequest']) => fetchClient.PATCH('/client_side_api/v1/orders/{id}/update_express', { params: { path: { id } }, body }),
  confirm: (id: string, body: components['schemas']['ConfirmOrderRequest']) => fetchClient.POST('/client_side_api/v1/orders/{id}/confirm', { params: { path: { id } }, body }),
  cancel: (id: string, status: 'canceled' | 'timed_out') => fetchClient.POST('/client_side_api/v1/orders/{id}/cancel', { params: { path: { id }, query: { status } } }),
  complete: (id: string) => fetchClient.POST('/client_side_api/v1/orders/{id}/complete', { params: { path: { id } } }),
  summary: (id: string) => fetchClient.GET('/client_side_api/v1/orders/{id}/summary', { params: { path: { id } } }),
  validateCode: (dateId: string, promoCode: string, ticketType?: 'in-person' | 'online') =>
    fetchClient.GET('/client_side_api/v1/tickets/validate_code', { params: { query: { eventId: dateId, promoCode, ticketType } } }),
};

/** The order of a date in this browser tab, so a reload (or tab=info) finds it again. */
export const savedOrder = {
  key: (dateId: string) => `limelight:checkout:${dateId}`,
  get: (dateId: string) => sessionStorage.getItem(savedOrder.key(dateId)) ?? undefined,
  set: (dateId: string, orderId: string) => sessionStorage.setItem(savedOrder.key(dateId), orderId),
  clear: (dateId: string) => sessionStorage.removeItem(savedOrder.key(dateId)),
};
