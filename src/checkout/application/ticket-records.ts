import type { TicketDate } from '../../ticketing/contracts/ticket-dates.js';
import type { TicketEvent } from '../domain/ticket-view.js';

/** The ticket's event and date as tickets show them (from the checkout catalog or the worker's read). */
export const ticketEvent = ({ event, date }: TicketDate): TicketEvent => ({
  id: event.id,
  name: event.name,
  startsAt: date.startsAt.toISOString(),
  endsAt: date.endsAt?.toISOString() ?? null,
  doorTime: date.doorTime?.toISOString() ?? null,
  timezone: event.timezone,
  locationSetting: event.locationSetting,
  location: event.locationSetting === 'tba' ? null : { name: event.locationName, address: event.locationAddress },
  poster: event.poster,
  refundsAllowed: event.refundsAllowed,
  questions: event.questions,
});
