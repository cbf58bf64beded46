import { useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import type { TerminalAnswer } from '../hooks/terminal-payment';

export type CardReader = components['schemas']['CardReaderResponse'];
type BoxOfficeBody = components['schemas']['BoxOfficeOrderRequest'];

/** The owner's card readers (managers only; others simply see none). */
export const ownerCardReadersQuery = (ownerId: string) => $api.queryOptions('get', '/client_side_api/v1/stripe_terminals/list_readers', { params: { query: { ownerId } } }, { retry: false });
export const useOwnerCardReaders = (ownerId: string) => useQuery(ownerCardReadersQuery(ownerId));

/** A refused call as an Error carrying the API's message. */
const answered = <T,>({ data, error }: { data?: T; error?: unknown }): T => {
  if (data === undefined) throw new Error(errorMessage(error));
  return data;
};

/**
 * The box office's calls for one sale at a reader: the order is made on the first try and kept for the next
 * ones (Try Again), until it is paid or given up.
 */
export function boxOfficeSale(eventId: string) {
  let orderId: string | null = null;
  let body: BoxOfficeBody | null = null;
  const order = async () => {
    orderId ??= answered(await fetchClient.POST('/client_side_api/v1/management/courses/{id}/box_office_orders', { params: { path: { id: eventId } }, body: body! })).orderId;
    return orderId;
  };
  const terminal = '/client_side_api/v1/stripe_terminals';
  return {
    /** The order made for the sale, once it is made. */
    get orderId(): string | null {
      return orderId;
    },
    /** What the sale is for (the dialog's choice when the payment is taken). */
    choose(next: BoxOfficeBody): void {
      // Another choice after a failed try: the order made for the old one gives its tickets back.
      if (orderId && JSON.stringify(next) !== JSON.stringify(body)) void this.abandon();
      body = next;
    },
    async start(readerId: string): Promise<TerminalAnswer> {
      const id = await order();
      const { data, error, response } = await fetchClient.POST(`${terminal}/process_payment`, { body: { id, readerId } });
      // The order's hold ran out: the next try makes a new one.
      if (response.status === 410) orderId = null;
      return answered({ data, error });
    },
    check: async (): Promise<TerminalAnswer> => answered(await fetchClient.POST(`${terminal}/check_payment_status`, { body: { id: orderId! } })),
    cancel: async (readerId: string): Promise<TerminalAnswer> => answered(await fetchClient.POST(`${terminal}/cancel_payment`, { body: { id: orderId!, readerId } })),
    confirm: async (readerId: string): Promise<TerminalAnswer> => answered(await fetchClient.POST(`${terminal}/confirm_payment`, { body: { id: orderId!, readerId } })),
    /** Gives the held tickets back when the sale is abandoned unpaid. */
    async abandon(): Promise<void> {
      if (orderId) await fetchClient.POST('/client_side_api/v1/orders/{id}/cancel', { params: { path: { id: orderId } } });
      orderId = null;
    },
  };
}
