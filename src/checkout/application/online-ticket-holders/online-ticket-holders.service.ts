import { Injectable } from '@nestjs/common';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { OnlineTicketHolders } from '../../contracts/online-ticket-holders.js';
import { isHolder } from '../../domain/held-ticket.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';

/** The holder is whom the buyer's ticket list names: the ticket's e-mail, or the buyer until it is passed on. */
@Injectable()
export class CheckoutOnlineTicketHolders extends OnlineTicketHolders {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly profiles: ProfileDirectory,
  ) {
    super();
  }

  async holds(userId: string, eventDateId: string): Promise<boolean> {
    const viewer = { userId, email: ((await this.profiles.accountEmail(userId)) ?? '').trim().toLowerCase() };
    const records = await this.queries.registrationsOf(viewer);
    return records.some(
      (r) => r.eventDateId === eventDateId && r.attendance === 'online' && (r.status === 'active' || r.status === 'checked_in') && isHolder(r, viewer),
    );
  }
}
