import { Migration } from '@mikro-orm/migrations';

/**
 * Public event lists tell for each card whether the event sells online tickets (and rank featured events by
 * tickets sold): both look up an event's ticket types by event, which no index served.
 */
export class Migration20261201050000PublicListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX ticket_types_event_idx ON ticketing.ticket_types (event_id)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX ticketing.ticket_types_event_idx`);
  }
}
