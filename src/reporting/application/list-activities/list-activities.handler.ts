import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { ActivityRow, Page } from '../report-views.js';
import { ListActivitiesQuery } from './list-activities.query.js';

@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  execute({ ownerId, filter }: ListActivitiesQuery): Promise<Page<ActivityRow>> {
    return this.reports.activities(ownerId, filter);
  }
}
