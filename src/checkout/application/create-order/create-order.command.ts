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
  ) {}
}
