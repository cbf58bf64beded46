import { Query } from '@nestjs/cqrs';

/** A ticket type the box office may sell (any but those kept for private lists), at its price with no ticket fee. */
export interface BoxOfficeTicket {
  id: string;
  name: string;
  attendance: 'in-person' | 'online';
  price: number;
  currency: string;
  /** Capacity left now. */
  available: number;
  /** 'secret' tickets are sold here without their code; 'member' ones without a membership. */
  visibilityScope: 'secret' | 'member' | 'other';
}

/** Seed 000 §3 'Terminal payment method'. */
export interface TerminalPaymentMethod {
  id: string;
  name: string;
  stripeReaderId: string;
}

export interface BoxOffice {
  eventDateId: string;
  ticketTypes: BoxOfficeTicket[];
  /** The event owner's card readers, oldest first. */
  cardReaders: TerminalPaymentMethod[];
}

/** What the box office of an event may sell for one of its dates, and the card readers that may take the payment. */
export class GetBoxOfficeQuery extends Query<BoxOffice> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
  ) {
    super();
  }
}
