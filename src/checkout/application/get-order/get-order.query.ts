export class GetOrderQuery {
  constructor(
    readonly orderId: string,
    readonly summaryOnly = false,
  ) {}
}
