import { Query } from '@nestjs/cqrs';
import type { ActivityFilter, ActivityRow, Page } from '../report-views.js';

/** The owner's activity, newest first by default. */
export class ListActivitiesQuery extends Query<Page<ActivityRow>> {
  constructor(
    readonly ownerId: string,
    readonly filter: ActivityFilter,
  ) {
    super();
  }
}
