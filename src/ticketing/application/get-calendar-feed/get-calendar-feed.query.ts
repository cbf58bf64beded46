import { Query } from '@nestjs/cqrs';

/** An owner's upcoming public dates as an iCalendar feed (text). */
export class GetCalendarFeedQuery extends Query<string> {
  constructor(
    /** 'o' for an organization, 'p' for a person, as in the calendar's address. */
    readonly kind: string,
    readonly username: string,
  ) {
    super();
  }
}
