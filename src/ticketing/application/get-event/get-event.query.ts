import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { EventView } from '../event-view.js';

/** The event page's data. Drafts and private events exist only for those who manage them. */
export class GetEventQuery extends Query<EventView> {
  constructor(
    readonly eventId: string,
    readonly viewer: Principal | undefined,
  ) {
    super();
  }
}
