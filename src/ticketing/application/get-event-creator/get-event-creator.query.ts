import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { EventCreatorView } from '../event-assistant/conversations.js';

/** A conversation with the event creation assistant and its messages, for the user who started it. */
export class GetEventCreatorQuery extends Query<EventCreatorView> {
  constructor(
    readonly uuid: string,
    readonly principal: Principal,
  ) {
    super();
  }
}
