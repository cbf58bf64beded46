/** The registrations (tickets issued) of an event, or of one of its dates, for its organizers and door staff. */
export class ListRegistrationsQuery {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string | null,
    readonly page: number,
    readonly perPage: number,
    readonly search: string,
  ) {}
}

export interface RegistrationRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  ticket: string;
  ticketTypeId: string;
  seat: string | null;
  status: 'active' | 'checked_in' | 'canceled' | 'refunded';
  /** stripe, demo or free; null when the order recorded none. */
  paymentMethod: string | null;
  /** How the seeds show it: 'Comp (Free)' for free, 'N/A' when missing. */
  paymentType: string;
  orderId: string;
  eventDateId: string;
  checkedIn: boolean;
  checkedInAt: string | null;
  createdAt: string;
}

export interface RegistrationList {
  data: RegistrationRow[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** Seeds 000 §9 and 001: payment method 'free' is shown 'Comp (Free)', a missing one 'N/A'. */
export function paymentType(method: string | null): string {
  if (!method) return 'N/A';
  if (method === 'free') return 'Comp (Free)';
  if (method === 'stripe') return 'Card';
  if (method === 'demo') return 'Card (demo)';
  if (method === 'terminal') return 'Card reader';
  if (method === 'cash') return 'Cash';
  return method;
}
