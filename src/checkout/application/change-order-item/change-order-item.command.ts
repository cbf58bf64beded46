/** The organizer refunds or cancels one ticket (order item) of a completed order. */
export class ChangeOrderItemCommand {
  constructor(
    readonly itemId: string,
    readonly action: 'refund' | 'cancel',
  ) {}
}
