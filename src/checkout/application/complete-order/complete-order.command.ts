export class CompleteOrderCommand {
  constructor(readonly orderId: string) {}
}
