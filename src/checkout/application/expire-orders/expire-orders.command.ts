/**
 * Times out orders whose holds have passed their deadline, and settles sales left unsettled by a process
 * that died while completing an order (run by the checkout sweeper; `now` is the sweep's time).
 */
export class ExpireOrdersCommand {
  constructor(
    readonly now: Date,
    readonly limit = 100,
  ) {}
}
