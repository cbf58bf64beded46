export class CancelOrderCommand {
  constructor(
    readonly orderId: string,
    readonly status: 'canceled' | 'timed_out',
  ) {}
}
