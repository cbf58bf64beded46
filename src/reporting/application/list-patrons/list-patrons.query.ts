import { Query } from '@nestjs/cqrs';
import type { Page, PageOptions, PatronRow } from '../report-views.js';

/** The owner's patrons, for the Patrons page and its export. */
export class ListPatronsQuery extends Query<Page<PatronRow>> {
  constructor(
    readonly ownerId: string,
    readonly options: PageOptions,
  ) {
    super();
  }
}
