import type { SelectionBody } from '../price-selection.js';

export interface OrderBody extends SelectionBody {
  /** The date (sub-event) the tickets are for. */
  event: string;
  ticketType?: 'in-person' | 'online';
}

export class CreateOrderCommand {
  constructor(
    readonly body: OrderBody,
    readonly userId: string | null,
    readonly express: boolean,
    /** The caller's promoter cookies (`promoter_{eventId}` → the promoter's profile id); the one of the order's event counts. */
    readonly promoterCookies: Readonly<Record<string, string>> = {},
  ) {}
}
