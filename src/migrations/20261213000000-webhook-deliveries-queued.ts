import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook dispatchers wait for new deliveries on channel `webhook_deliveries_queued`: every statement that queues
 * deliveries notifies it once, on commit, whoever writes them. Retries fall due later and are found by the poll.
 */
export class Migration20261213000000WebhookDeliveriesQueued extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE FUNCTION integrations.notify_deliveries_queued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('webhook_deliveries_queued', '');
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER deliveries_queued AFTER INSERT ON integrations.webhook_deliveries FOR EACH STATEMENT EXECUTE FUNCTION integrations.notify_deliveries_queued()`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER deliveries_queued ON integrations.webhook_deliveries`);
    this.addSql(`DROP FUNCTION integrations.notify_deliveries_queued()`);
  }
}
