import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { readDonationEvent } from '../../contracts/donation-events.js';

const COLUMNS: Column[] = [
  ['donation_id', 'uuid'],
  ['video_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['amount', 'bigint'],
  ['currency', 'text'],
  ['paid_at', 'timestamptz'],
];

/** `checkout.video_donations`: one row per paid donation, for the videos' donation sums. Rebuilt from the donation events. */
export const videoDonationsProjection: Projection = {
  name: 'checkout_video_donations',
  eventTypes: ['DonationPaid'],
  tables: ['checkout.video_donations'],
  version: 1,
  createTablesSql: `CREATE TABLE IF NOT EXISTS checkout.video_donations (
    donation_id uuid PRIMARY KEY,
    video_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    paid_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS video_donations_video_idx ON checkout.video_donations (video_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const rows = events.map(readDonationEvent).map(({ data: { donationId, video, owner, amount, currency, paidAt } }) => [donationId, video.id, owner.id, amount, currency, paidAt]);
    await insertRows(client, 'checkout.video_donations', COLUMNS, rows, 'ON CONFLICT (donation_id) DO NOTHING');
  },
};
