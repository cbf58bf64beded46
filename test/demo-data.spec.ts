import { seedDemoData } from '../src/demo-data.js';
import { startTestApp, type TestApp } from './support/app.js';
import { projectUntil, sql } from './support/checkout.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('seeds once: accounts, published events and completed demo purchases with their tickets', async () => {
    expect(await seedDemoData(t.app)).toBe(true);
    expect(await seedDemoData(t.app)).toBe(false);
    const events = await sql<{ name: string }>(t, 'SELECT name FROM ticketing.events WHERE published ORDER BY name');
    expect(events.map((e) => e.name)).toEqual([
      'Café Concert: Chanson',
      'Chamber Night — seated',
      'Late Night Jazz Sessions',
      'Piano & Voice Masterclass',
      'Songwriters in the Round',
      'String Quartet No. 14',
      'Strings by Candlelight: The Four Seasons',
      'Studio Session: Live Stream',
      'Summer Rooftop Sessions',
      'Sunday Standards Brunch',
      'Vinyl Night: Afrobeat & Disco',
      'Winter Gala',
    ]);
    // Every demo event has an uploaded poster and a gallery; the demo profiles have their pictures, and they load.
    expect(await sql(t, 'SELECT name FROM ticketing.events WHERE poster IS NULL OR jsonb_array_length(images) < 2')).toEqual([]);
    for (const username of ['maya', 'riverside', 'theo', 'clara', 'elena', 'kofi']) {
      const profile = (await t.http.get(`/client_side_api/v1/profiles/${username}`).expect(200)).body as { avatar: string | null; banner: string | null; description: string };
      expect(profile.description).not.toBe('');
      for (const url of [profile.avatar, profile.banner]) expect((await t.http.get(url!).expect(200)).headers['content-type']).toBe('image/webp');
    }
    const sold = await sql<{ name: string; sold: number }>(t, 'SELECT name, sum(sold)::int AS sold FROM ticketing.ticket_types GROUP BY name HAVING sum(sold) > 0 ORDER BY name');
    expect(sold).toEqual([
      { name: 'Free entry', sold: 2 },
      { name: 'Gala ticket', sold: 1 },
      { name: 'General admission', sold: 2 },
      { name: 'Stalls', sold: 2 },
      { name: 'Table for two', sold: 1 },
      { name: 'Table seat', sold: 1 },
    ]);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations')).length === 9);

    // The seated event's chart: Sam's two Stalls seats side by side in row C and Clara's cabaret table seat are sold
    // (no longer held), and their tickets carry the seats' labels.
    const soldSeats = await sql<{ label: string; order_id: string }>(
      t,
      `SELECT s.label, s.order_id FROM ticketing.seats s JOIN ticketing.event_dates d ON d.id = s.event_date_id JOIN ticketing.events e ON e.id = d.event_id
        WHERE e.name = 'Chamber Night — seated' AND s.order_id IS NOT NULL AND s.held_until IS NULL AND s.item_id IS NOT NULL ORDER BY s.label`,
    );
    expect(soldSeats.map((seat) => seat.label)).toEqual(['Cabaret-T1-1', 'Stalls-C-6', 'Stalls-C-7']);
    const held = await sql(t, `SELECT 1 FROM ticketing.seats WHERE order_id IS NOT NULL AND (held_until IS NOT NULL OR item_id IS NULL)`);
    expect(held).toEqual([]);
    const seatedTickets = [];
    for (const orderId of new Set(soldSeats.map((seat) => seat.order_id))) {
      const tickets = (await t.http.get(`/client_side_api/v1/orders/${orderId}/tickets`).expect(200)).body as { firstName: string; ticket: string; seat: string | null; status: string }[];
      seatedTickets.push(...tickets.map((ticket) => [ticket.firstName, ticket.ticket, ticket.seat, ticket.status]));
    }
    expect(seatedTickets.sort()).toEqual([
      ['Clara', 'Table seat', 'Cabaret-T1-1', 'active'],
      ['Sam', 'Stalls', 'Stalls-C-6', 'active'],
      ['Sam', 'Stalls', 'Stalls-C-7', 'active'],
    ]);
    const promo = await sql<{ uses: number }>(t, `SELECT uses FROM ticketing.promo_codes WHERE code = 'JAZZ10'`);
    expect(promo).toEqual([{ uses: 1 }]);

    // Riverside's jazz club members (Sam and Clara) see its list ticket; a visitor does not.
    const jazz = (await sql<{ id: string }>(t, `SELECT id FROM ticketing.events WHERE name = 'Late Night Jazz Sessions'`))[0]!.id;
    const logIn = async (email: string) => (await t.http.post('/client_side_api/v1/auth/login').send({ email, password: 'limelight-demo' }).expect(200)).body.accessToken as string;
    const ticketNames = async (token?: string) => {
      const call = t.http.get(`/client_side_api/events/${jazz}`);
      const page = await (token ? call.set('Authorization', `Bearer ${token}`) : call).expect(200);
      return [...new Set((page.body.ticketTypes as { name: string }[]).map((ticket) => ticket.name))];
    };
    expect(await ticketNames(await logIn('sam@limelight.example'))).toEqual(['General admission', 'Table for two', 'Club members']);
    expect(await ticketNames(await logIn('clara@limelight.example'))).toContain('Club members');
    expect(await ticketNames()).toEqual(['General admission', 'Table for two']);

    // The demo organizer sells two tiers with a member discount, ready to subscribe to.
    const maya = (await t.http.get('/client_side_api/v1/profiles/maya').expect(200)).body as { id: string; hasMembershipTiers: boolean };
    expect(maya.hasMembershipTiers).toBe(true);
    const tiers = (await t.http.get(`/client_side_api/v1/profiles/${maya.id}/membership_tiers`).expect(200)).body as { name: string; prices: { price: number; interval: string; subscribeUrl: string | null }[]; benefits: { name: string }[] }[];
    expect(tiers.map((tier) => [tier.name, tier.prices.map((p) => [p.price, p.interval, p.subscribeUrl]), tier.benefits.length])).toEqual([
      ['Friend', [[500, 'month', '/membership_subscriptions/initialize_session'], [5000, 'year', '/membership_subscriptions/initialize_session']], 1],
      ['Patron', [[1500, 'month', '/membership_subscriptions/initialize_session']], 1],
    ]);

    // Demo videos with generated thumbnails: Maya's Friends-only diary is blurred for a visitor, the public one plays with ranges.
    const videos = (await t.http.get(`/client_side_api/v1/videos?ownerId=${maya.id}`).expect(200)).body as { data: { id: string; title: string; thumbnail: string | null; membersOnlyBlur: boolean }[] };
    expect(videos.data.map((v) => [v.title, v.membersOnlyBlur]).sort()).toEqual([
      ['Quartet rehearsal: the second movement', false],
      ['Studio diary: writing the new set', true],
    ]);
    for (const video of videos.data) expect((await t.http.get(video.thumbnail!).expect(200)).headers['content-type']).toMatch(/^image\//);
    const rehearsal = videos.data.find((v) => !v.membersOnlyBlur)!;
    const part = await t.http.get(`/client_side_api/v1/videos/${rehearsal.id}/file`).set('Range', 'bytes=0-99').expect(206);
    expect(part.headers['content-type']).toBe('video/mp4');

    // Sam's $5 and Clara's $10 to the public rehearsal, paid with the demo card.
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.video_donations')).length === 2);
    expect(await sql(t, 'SELECT amount FROM checkout.video_donations WHERE video_id = $1 ORDER BY amount', [rehearsal.id])).toEqual([{ amount: 500 }, { amount: 1000 }]);
  });
});
