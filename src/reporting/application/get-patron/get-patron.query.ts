import { Query } from '@nestjs/cqrs';
import type { PatronRow } from '../report-views.js';

/** One patron of the owner. */
export class GetPatronQuery extends Query<PatronRow> {
  constructor(
    readonly ownerId: string,
    /** A user id or an e-mail address. */
    readonly patron: string,
  ) {
    super();
  }
}
