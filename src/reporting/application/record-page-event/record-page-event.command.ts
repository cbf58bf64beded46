import { Command } from '@nestjs/cqrs';
import type { PageEventName } from '../../domain/tracking.js';

/** A visitor reached a step of an event's checkout funnel (the web app sends it, with or without tracking consent). */
export class RecordPageEventCommand extends Command<true> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string | null,
    readonly name: PageEventName,
    readonly visitorId: string,
    /** The caller's address, for the rate limit. */
    readonly ip: string,
  ) {
    super();
  }
}
