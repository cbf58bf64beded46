import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { Page, PatronRow } from '../report-views.js';
import { ListPatronsQuery } from './list-patrons.query.js';

@QueryHandler(ListPatronsQuery)
export class ListPatronsHandler implements IQueryHandler<ListPatronsQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  execute({ ownerId, options }: ListPatronsQuery): Promise<Page<PatronRow>> {
    return this.reports.patrons(ownerId, options);
  }
}
