import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.js';
import { sql } from './checkout.js';

/** Registers a card reader of the owner (at a venue of its own), as the payouts page does; returns its id. */
export async function addCardReader(t: TestApp, ownerId: string, stripeReaderId: string, name = 'Front desk'): Promise<string> {
  const locationId = randomUUID();
  await sql(
    t,
    `INSERT INTO accounts.locations (id, owner_id, name, address, apartment, city, state, state_code, zipcode, country, provider_location_id)
     VALUES ($1, $2, 'Riverside Hall', '1 Main St', '-', 'Springfield', 'Illinois', 'IL', '62701', 'US', $3)`,
    [locationId, ownerId, `tml_${locationId.slice(0, 8)}`],
  );
  const id = randomUUID();
  await sql(t, `INSERT INTO accounts.card_readers (id, owner_id, location_id, name, stripe_reader_id, stripe_serial_number) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    ownerId,
    locationId,
    name,
    stripeReaderId,
    `SN-${stripeReaderId}`,
  ]);
  return id;
}

export const BOX_OFFICE = (eventId: string) => `/client_side_api/v1/management/courses/${eventId}/box_office_orders`;
export const TERMINAL = '/client_side_api/v1/stripe_terminals';
