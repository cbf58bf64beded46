import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, projectUntil, sql } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const COURSES = '/client_side_api/v1/management/courses';
const BROADCASTS = '/client_side_api/v1/broadcasts';

describe('broadcasts', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let door: TestUser;
  let basic: TestUser;
  let otherOwner: TestUser;
  let holder: TestUser;
  let otherDateHolder: TestUser;
  let refunded: TestUser;
  let stranger: TestUser;
  let eventId: string;
  let firstDate: string;
  let secondDate: string;
  let inPersonDate: string;
  let holderOrder: string;
  const dataDir = `.data/test-broadcasts-${process.pid}`;

  const setUp = (dateId: string, body: Record<string, unknown>, as: TestUser = owner) => t.http.put(`${COURSES}/${eventId}/broadcasts/${dateId}`).set(bearer(as)).send(body);
  /** Buys one online ticket of the date as the signed-in user (free tickets: completed at once). */
  const buy = async (user: TestUser, dateId: string) => {
    const [tt] = await sql<{ id: string }>(t, `SELECT id FROM ticketing.ticket_types WHERE event_date_id = $1 AND attendance = 'online'`, [dateId]);
    const order = await t.http.post('/client_side_api/v1/orders').set(bearer(user)).send({ event: dateId, tickets: [{ id: tt!.id, quantity: 1 }] }).expect(201);
    await t.http.post(`/client_side_api/v1/orders/${order.body.id}/confirm`).set(bearer(user)).send({ buyerAttributes: buyer({ email: user.email, emailConfirm: user.email }) }).expect(200);
    return { orderId: order.body.id as string, itemId: order.body.items[0].id as string };
  };
  const viewerPage = (id: string, as?: TestUser) => (as ? t.http.get(`${BROADCASTS}/${id}`).set(bearer(as)) : t.http.get(`${BROADCASTS}/${id}`));
  const hlsKey = async () => (await sql<{ hls_key: string }>(t, 'SELECT hls_key FROM media.keys'))[0]!.hls_key;
  const signed = (key: string, id: string, file: string, expires: number, viewerId: string) =>
    `${BROADCASTS}/${id}/hls/${file}?expires=${expires}&signature=${createHmac('sha256', key).update(`${id}/${file}/${expires}/${viewerId}`).digest('base64url')}`;

  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    [owner, admin, door, basic, otherOwner, holder, otherDateHolder, refunded, stranger] = await Promise.all(
      ['Owner', 'Admin Crew', 'Door Crew', 'Basic Crew', 'Other Owner', 'Holder', 'Other Date', 'Refunded', 'Stranger'].map((name) => signUpUser(t.http, { name })),
    );
    eventId = await createEvent(t.http, owner, owner.id, {
      dates: [
        { startsAt: inDays(10), endsAt: inDays(10, 22) },
        { startsAt: inDays(11), endsAt: inDays(11, 22) },
        { startsAt: inDays(12), endsAt: inDays(12, 22) },
      ],
      ticketTypes: [ticket({ attendance: 'online', name: 'Stream', price: 0 })],
      collectInformationSetting: 'only-buyer',
    });
    const dates = await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 ORDER BY starts_at', [eventId]);
    [firstDate, secondDate, inPersonDate] = dates.map((d) => d.id) as [string, string, string];
    // The third date sells only in-person tickets: no broadcast for it.
    await sql(t, `UPDATE ticketing.ticket_types SET attendance = 'in-person' WHERE event_date_id = $1`, [inPersonDate]);
    for (const [user, accessSetting] of [[admin, 'admin'], [door, 'door'], [basic, 'basic']] as const) {
      await t.http.post(`${COURSES}/${eventId}/teachings`).set(bearer(owner)).send({ profileId: user.id, name: 'Staff', canManage: true, accessSetting }).expect(201);
    }
    await t.http.post(`${COURSES}/${eventId}/publish`).set(bearer(owner)).expect(200);
    holderOrder = (await buy(holder, firstDate)).orderId;
    await buy(otherDateHolder, secondDate);
    const refundedTicket = await buy(refunded, firstDate);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE event_id = $1', [eventId])).length === 3);
    await t.http.post(`/client_side_api/v1/order_items/${refundedTicket.itemId}/cancel`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await sql(t, `SELECT 1 FROM checkout.registrations WHERE event_id = $1 AND status = 'canceled'`, [eventId])).length === 1);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('management', () => {
    it('lists the online dates only, with the RTMP server', async () => {
      const list = (await t.http.get(`${COURSES}/${eventId}/broadcasts`).set(bearer(owner)).expect(200)).body;
      expect(list.rtmpUrl).toMatch(/^rtmp:\/\/[^/]+:\d+\/live$/);
      expect(list.dates.map((d: { dateId: string }) => d.dateId)).toEqual([firstDate, secondDate]);
    });

    it('sets up a live stream with a secret key, and regenerates the key', async () => {
      const created = (await setUp(firstDate, { kind: 'live' }).expect(200)).body;
      expect(created).toMatchObject({ kind: 'live', externalUrl: null, status: 'idle', recordingVisibility: 'public', recordingTierIds: [], recordingVideoId: null, url: `/b/${created.id}` });
      expect(created.streamKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = (await setUp(firstDate, { kind: 'live' }, admin).expect(200)).body;
      expect(again).toMatchObject({ id: created.id, streamKey: created.streamKey });
      const regenerated = (await t.http.post(`${COURSES}/${eventId}/broadcasts/${firstDate}/stream_key`).set(bearer(owner)).expect(200)).body;
      expect(regenerated.id).toBe(created.id);
      expect(regenerated.streamKey).not.toBe(created.streamKey);
      const list = (await t.http.get(`${COURSES}/${eventId}/broadcasts`).set(bearer(admin)).expect(200)).body;
      expect(list.dates[0].broadcast).toMatchObject({ id: created.id, streamKey: regenerated.streamKey });
    });

    it('needs an https stream link for an external broadcast', async () => {
      for (const externalUrl of [undefined, 'not a link', 'http://youtube.com/live/abc', 'javascript:alert(1)']) {
        expect((await setUp(secondDate, { kind: 'external', externalUrl }).expect(400)).body.message).toBe('Please enter a valid stream link');
      }
      const external = (await setUp(secondDate, { kind: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).expect(200)).body;
      expect(external).toMatchObject({ kind: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    });

    it("needs the owner's tiers for a members-only recording", async () => {
      expect((await setUp(firstDate, { kind: 'live', recordingVisibility: 'members_only' }).expect(400)).body.message).toBe('Please select at least one membership tier');
      const addTier = async (ownerId: string) => {
        const id = randomUUID();
        await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, 'Gold', 'Perks', 0, 'usd', now(), now())`, [id, ownerId]);
        return id;
      };
      const othersTier = await addTier(otherOwner.id);
      expect((await setUp(firstDate, { kind: 'live', recordingVisibility: 'members_only', recordingTierIds: [othersTier] }).expect(400)).body.message).toBe('Please select at least one membership tier');
      const ownTier = await addTier(owner.id);
      const membersOnly = (await setUp(firstDate, { kind: 'live', recordingVisibility: 'members_only', recordingTierIds: [ownTier] }).expect(200)).body;
      expect(membersOnly).toMatchObject({ recordingVisibility: 'members_only', recordingTierIds: [ownTier] });
      await setUp(firstDate, { kind: 'live', recordingVisibility: 'public' }).expect(200);
    });

    it('refuses a date without online tickets', async () => {
      await setUp(inPersonDate, { kind: 'live' }).expect(404);
    });

    it("refuses another owner and the event's door and basic staff", async () => {
      for (const user of [otherOwner, door, basic]) {
        await t.http.get(`${COURSES}/${eventId}/broadcasts`).set(bearer(user)).expect(403);
        await setUp(firstDate, { kind: 'live' }, user).expect(403);
        await t.http.post(`${COURSES}/${eventId}/broadcasts/${firstDate}/stream_key`).set(bearer(user)).expect(403);
      }
    });
  });

  describe('watching', () => {
    let liveId: string;
    beforeAll(async () => {
      liveId = (await setUp(firstDate, { kind: 'live' }).expect(200)).body.id;
    });

    it('shows the stream to a holder of an online ticket of the date and to the managers, starting soon until it is live', async () => {
      for (const user of [holder, owner, door, basic]) {
        const page = (await viewerPage(liveId, user).expect(200)).body;
        expect(page).toMatchObject({ id: liveId, eventId, eventDateId: firstDate, eventName: 'Jazz at the Riverside', timezone: 'America/New_York', kind: 'live', status: 'starting_soon', canWatch: true, playlistUrl: null });
      }
      await sql(t, `UPDATE media.broadcasts SET status = 'live', started_at = now() WHERE id = $1`, [liveId]);
      const live = (await viewerPage(liveId, holder).expect(200)).body;
      expect(live.status).toBe('live');
      expect(live.playlistUrl).toMatch(new RegExp(`^${BROADCASTS}/${liveId}/hls/index\\.m3u8\\?expires=\\d+&signature=[\\w-]+$`));
    });

    it('refuses a holder of another date, a refunded ticket and a logged-out visitor', async () => {
      for (const user of [otherDateHolder, refunded, stranger, undefined]) {
        const page = (await viewerPage(liveId, user).expect(200)).body;
        expect(page).toMatchObject({ canWatch: false, playlistUrl: null, externalUrl: null });
      }
    });

    it('answers 404 for an unknown broadcast', async () => {
      await viewerPage('0b7c3d4e-0000-4000-8000-000000000000').expect(404);
      await viewerPage('nope').expect(404);
    });

    it('serves the signed playlist with signed segments, and refuses expired, tampered and passed-on URLs', async () => {
      const folder = join(dataDir, 'live', liveId);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'index.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg-0.ts\n#EXTINF:2.0,\nseg-1.ts\n');
      await writeFile(join(folder, 'seg-0.ts'), Buffer.from([0x47, 0x40, 0x00, 0x10]));
      const { playlistUrl } = (await viewerPage(liveId, holder).expect(200)).body;

      const playlist = await t.http.get(playlistUrl).set(bearer(holder)).expect(200);
      expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      const segments = playlist.text.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(segments).toHaveLength(2);
      expect(segments[0]).toMatch(new RegExp(`^${BROADCASTS}/${liveId}/hls/seg-0\\.ts\\?expires=\\d+&signature=`));
      const segment = await t.http.get(segments[0]!).set(bearer(holder)).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(segment.headers['content-type']).toContain('video/mp2t');
      expect(segment.body).toEqual(Buffer.from([0x47, 0x40, 0x00, 0x10]));

      // Another viewer (even one who may watch) and a logged-out visitor cannot use the holder's URL.
      await t.http.get(playlistUrl).set(bearer(owner)).expect(403);
      await t.http.get(playlistUrl).expect(403);
      await t.http.get(playlistUrl.replace(/signature=(.)/, (_m: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)).set(bearer(holder)).expect(403);
      await t.http.get(playlistUrl.replace(/expires=\d+/, (m: string) => `expires=${Number(m.slice(8)) + 1}`)).set(bearer(holder)).expect(403);
      await t.http.get(`${BROADCASTS}/${liveId}/hls/index.m3u8`).set(bearer(holder)).expect(403);
      // Correctly signed, but expired a second ago.
      const key = await hlsKey();
      const past = Math.floor(Date.now() / 1000) - 1;
      await t.http.get(signed(key, liveId, 'index.m3u8', past, holder.id)).set(bearer(holder)).expect(403);
      // A file name outside the ingest's own is refused even when signed.
      await t.http.get(signed(key, liveId, 'recording.mp4', past + 3600, holder.id)).set(bearer(holder)).expect(403);
    });

    it('gives the external link to the ones who may watch only', async () => {
      const external = (await setUp(secondDate, { kind: 'external', externalUrl: 'https://vimeo.com/event/123' }).expect(200)).body;
      expect((await viewerPage(external.id, otherDateHolder).expect(200)).body).toMatchObject({ kind: 'external', status: 'live', canWatch: true, externalUrl: 'https://vimeo.com/event/123', playlistUrl: null });
      expect((await viewerPage(external.id, holder).expect(200)).body).toMatchObject({ canWatch: false, externalUrl: null });
    });
  });

  describe('orders and tickets', () => {
    it("gives an online order of a date with a broadcast its viewer page, and the buyer's ticket rows its id", async () => {
      const broadcast = (await setUp(firstDate, { kind: 'live' }).expect(200)).body;
      const order = (await t.http.get(`/client_side_api/v1/orders/${holderOrder}`).expect(200)).body;
      expect(order.broadcastUrl).toBe(`/b/${broadcast.id}`);
      const tickets = (await t.http.get(`/client_side_api/v1/profiles/${holder.id}/orders/future`).set(bearer(holder)).expect(200)).body;
      const group = tickets.data.find((g: { eventDateId: string }) => g.eventDateId === firstDate);
      expect(group.registrations[0].broadcastId).toBe(broadcast.id);
    });

    it('gives no broadcast url when the date has no broadcast', async () => {
      await sql(t, 'DELETE FROM media.broadcasts WHERE event_date_id = $1', [firstDate]);
      expect((await t.http.get(`/client_side_api/v1/orders/${holderOrder}`).expect(200)).body.broadcastUrl).toBeNull();
      const tickets = (await t.http.get(`/client_side_api/v1/profiles/${holder.id}/orders/future`).set(bearer(holder)).expect(200)).body;
      expect(tickets.data.find((g: { eventDateId: string }) => g.eventDateId === firstDate).registrations[0].broadcastId).toBeNull();
    });
  });
});
