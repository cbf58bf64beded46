import type { SelectionBody } from '../price-selection.js';

export class UpdateOrderCommand {
  constructor(
    readonly orderId: string,
    readonly body: SelectionBody,
  ) {}
}
