import { Migration } from '@mikro-orm/migrations';

/**
 * API processes keep dates' checkout offers in memory (the event, its dates, ticket types and their lists, the
 * category's name, the owner's name and payment account). Every change to them notifies channel
 * `checkout_offer_changes` on commit, whoever writes it, with `<kind>:<id>` as payload (the first argument of the
 * trigger is the kind, the second the column naming the id). Tickets sold (`ticket_types.sold`) are never part of
 * an offer: only the listed columns of a ticket type notify.
 */
export class Migration20261212000000CheckoutOfferChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE FUNCTION ticketing.notify_offer_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('checkout_offer_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1])); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('checkout_offer_changes', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1])); END IF;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER INSERT OR UPDATE OR DELETE ON ticketing.events FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('event', 'id')`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER INSERT OR UPDATE OR DELETE ON ticketing.event_dates FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('date', 'id')`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER INSERT OR DELETE OR UPDATE OF
        event_id, event_date_id, attendance, name, description, price, currency, quantity, sales_start_at, sales_end_at, visibility_scope, category,
        code, quantity_per_code, membership_tier_ids, initial_quantity_per_code, position, seats_category_keys
      ON ticketing.ticket_types FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('date', 'event_date_id')`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER INSERT OR UPDATE OR DELETE ON ticketing.ticket_type_lists FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('ticket_type', 'ticket_type_id')`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER UPDATE OR DELETE ON ticketing.course_categories FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('category', 'id')`);
    this.addSql(`CREATE TRIGGER offer_changes AFTER DELETE OR UPDATE OF name, username, type, stripe_account_id, stripe_charges_enabled
      ON accounts.profiles FOR EACH ROW EXECUTE FUNCTION ticketing.notify_offer_change('owner', 'id')`);
  }

  override async down(): Promise<void> {
    for (const table of ['ticketing.events', 'ticketing.event_dates', 'ticketing.ticket_types', 'ticketing.ticket_type_lists', 'ticketing.course_categories', 'accounts.profiles']) {
      this.addSql(`DROP TRIGGER offer_changes ON ${table}`);
    }
    this.addSql(`DROP FUNCTION ticketing.notify_offer_change()`);
  }
}
