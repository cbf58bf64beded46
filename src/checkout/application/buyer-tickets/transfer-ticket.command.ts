import type { Principal } from '../../../shared/access.js';

/** The holder passes a ticket on to someone else (seed 002 §7.1: user name and email). */
export class TransferTicketCommand {
  constructor(
    readonly principal: Principal,
    readonly registrationId: string,
    readonly user: { name?: string; email?: string },
  ) {}
}

/** The holder cancels a free ticket (seed 002 §7.1: PATCH order_items/{id}/cancel). */
export class CancelOwnTicketCommand {
  constructor(
    readonly principal: Principal,
    readonly orderItemId: string,
  ) {}
}
