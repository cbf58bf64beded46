/** Times out orders whose holds have passed their deadline (run by the checkout sweeper). */
export class ExpireOrdersCommand {
  constructor(readonly limit = 100) {}
}
