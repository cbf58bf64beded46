import { Query } from '@nestjs/cqrs';
import type { TeachingView } from '../teaching-view.js';

/** The event's collaborators, for its team page. */
export class ListTeachingsQuery extends Query<TeachingView[]> {
  constructor(readonly eventId: string) {
    super();
  }
}
