import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { PatronRow } from '../report-views.js';
import { GetPatronQuery } from './get-patron.query.js';

export const PATRON_NOT_FOUND = 'Sorry! That patron wasn’t found.';

/** Patrons are known by account id or by e-mail, whatever its case. */
@QueryHandler(GetPatronQuery)
export class GetPatronHandler implements IQueryHandler<GetPatronQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  async execute({ ownerId, patron }: GetPatronQuery): Promise<PatronRow> {
    const found = await this.reports.patron(ownerId, patron.trim().toLowerCase());
    if (!found) throw notFound(PATRON_NOT_FOUND);
    return found;
  }
}
