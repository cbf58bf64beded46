import pg from 'pg';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const CHARTS = '/client_side_api/v1/profile_management/seat_charts';
const courses = '/client_side_api/v1/management/courses';
const NOT_FOUND = { message: 'Sorry! That seat chart wasn’t found.' };
const STALE = { message: 'This chart was changed by someone else. Reload it to see the changes.' };

interface Seat {
  number: string;
  x: number;
  y: number;
  categoryKey: number;
  accessible: boolean;
}
const seats = (count: number, categoryKey = 1, y = 0): Seat[] => Array.from({ length: count }, (_, n) => ({ number: String(n + 1), x: n * 10, y, categoryKey, accessible: false }));

/** A small hall: Stalls rows A and B of 4 (category 1), a table of 2 (category 2) and a standing area of 5 (category 2). */
const hall = (changes: { rowA?: Seat[]; rowB?: Seat[]; standing?: number } = {}) => ({
  width: 400,
  height: 300,
  categories: [
    { key: 1, label: 'Stalls', color: '#2563eb' },
    { key: 2, label: 'Cabaret', color: '#d97706' },
  ],
  stage: { x: 100, y: 0, width: 200, height: 30, label: 'Stage' },
  labels: [],
  sections: [
    {
      id: 'stalls',
      label: 'Stalls',
      rows: [
        { id: 'a', label: 'A', seats: changes.rowA ?? seats(4, 1, 50) },
        { id: 'b', label: 'B', seats: changes.rowB ?? seats(4, 1, 80) },
      ],
      tables: [{ id: 't1', label: 'T1', x: 300, y: 200, shape: 'round', seats: seats(2, 2, 200) }],
      areas: [{ id: 'standing', label: 'Standing', x: 0, y: 250, width: 100, height: 40, capacity: changes.standing ?? 5, categoryKey: 2 }],
    },
  ],
});
const HALL_LABELS = ['Stalls-A-1', 'Stalls-A-2', 'Stalls-A-3', 'Stalls-A-4', 'Stalls-B-1', 'Stalls-B-2', 'Stalls-B-3', 'Stalls-B-4', 'Stalls-T1-1', 'Stalls-T1-2', 'Stalls-Standing'];

/**
 * Reserved seating (design §1–§3): an owner's seat charts, the chart an event uses and the seats of each of its
 * dates, the edits a chart accepts once seats are sold, and the chart categories ticket types sell.
 */
describe('seat charts', () => {
  let t: TestApp;
  let maya: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, owner = maya) => t.http.post(CHARTS).set(bearer(owner)).send({ ownerId: owner.id, ...body });
  const newChart = async (name = 'Riverside Hall', owner = maya) => (await create({ name, definition: hall() }, owner).expect(201)).body as { id: string; version: number };
  const save = (chartId: string, body: Record<string, unknown>) => t.http.patch(`${CHARTS}/${chartId}`).set(bearer(maya)).send(body);
  const seating = (eventId: string, chartId: string | null) => t.http.put(`${courses}/${eventId}/seating`).set(bearer(maya)).send({ chartId });
  const twoDateEvent = () => createEvent(t.http, maya, maya.id, { dates: [{ startsAt: inDays(10) }, { startsAt: inDays(17) }], ticketTypes: [ticket({ name: 'Stalls', seatsCategoryKeys: [1] })] });
  const datesOf = async (eventId: string) => (await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 ORDER BY starts_at', [eventId])).map((row) => row.id);
  /** The seat rows of a date: label → [places, category]. */
  const rowsOf = async (dateId: string) => {
    const rows = await sql<{ label: string; places: number; category_key: number }>(
      t,
      'SELECT label, count(*)::int AS places, min(category_key) AS category_key FROM ticketing.seats WHERE event_date_id = $1 GROUP BY label ORDER BY label',
      [dateId],
    );
    return Object.fromEntries(rows.map((row) => [row.label, [row.places, row.category_key]]));
  };
  const sell = (dateId: string, label: string, places = 1) =>
    sql(
      t,
      `UPDATE ticketing.seats SET order_id = gen_random_uuid(), item_id = gen_random_uuid()
       WHERE (event_date_id, label, place) IN (SELECT event_date_id, label, place FROM ticketing.seats WHERE event_date_id = $1 AND label = $2 ORDER BY place LIMIT $3)`,
      [dateId, label, places],
    );

  it('saves a chart, lists it, shows it with its places, and saves edits made on its latest version', async () => {
    const created = await create({ name: '  Riverside Hall ', definition: hall() }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ownerId: maya.id,
      name: 'Riverside Hall',
      version: 1,
      definition: hall(),
      places: expect.any(Array),
      soldLabels: [],
      updatedAt: expect.any(String),
    });
    expect(created.body.places.map((place: { label: string }) => place.label)).toEqual(HALL_LABELS);
    expect(created.body.places.at(-1)).toEqual({ label: 'Stalls-Standing', kind: 'area', section: 'Stalls', row: null, table: null, area: 'Standing', number: null, categoryKey: 2, accessible: false, capacity: 5, x: 0, y: 250 });
    const url = `${CHARTS}/${created.body.id}`;
    expect((await t.http.get(url).set(bearer(maya)).expect(200)).body).toEqual(created.body);
    const listed = await t.http.get(`${CHARTS}?ownerId=${maya.id}`).set(bearer(maya)).expect(200);
    expect(listed.body).toContainEqual({ id: created.body.id, name: 'Riverside Hall', version: 1, placesCount: 15, eventsCount: 0, updatedAt: created.body.updatedAt });

    const renamed = await save(created.body.id, { name: 'Riverside Hall (winter)', version: 1 }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Riverside Hall (winter)', version: 2, definition: hall() });
    const redrawn = await save(created.body.id, { definition: hall({ standing: 8 }), version: 2 }).expect(200);
    expect(redrawn.body).toMatchObject({ name: 'Riverside Hall (winter)', version: 3, definition: hall({ standing: 8 }) });

    // An edit made on an older version would undo what was saved since.
    await save(created.body.id, { name: 'Stale', version: 2 }).expect(409, STALE);
    await save(created.body.id, { name: 'Stale' }).expect(400, [{ message: 'version is required' }]);
    expect((await t.http.get(url).set(bearer(maya)).expect(200)).body).toMatchObject({ name: 'Riverside Hall (winter)', version: 3 });
    await t.http.get(`${CHARTS}/not-an-id`).set(bearer(maya)).expect(404, NOT_FOUND);
    await save('6f1c2d3e-4a5b-4c6d-8e7f-901234567890', { name: 'Nowhere', version: 1 }).expect(404, NOT_FOUND);
  });

  it('refuses an invalid chart with every problem named, saving nothing', async () => {
    const twice = hall({ rowB: seats(4, 1, 80) });
    twice.sections[0]!.rows[1]!.label = 'A';
    expect((await create({ name: 'Twice', definition: twice }).expect(400)).body).toEqual(['Seat Stalls-A-1 appears twice', 'Seat Stalls-A-2 appears twice', 'Seat Stalls-A-3 appears twice', 'Seat Stalls-A-4 appears twice'].map((message) => ({ message })));
    const uncategorized = await create({ name: ' ', definition: hall({ rowA: seats(1, 7) }) }).expect(400);
    expect(uncategorized.body).toEqual([{ message: 'Name is required' }, { message: 'Seat Stalls-A-1 has no category' }]);
    await create({ name: 'Nothing drawn' }).expect(400, [{ message: 'The chart definition is missing' }]);
    await create({ name: 'Nobody', definition: hall(), ownerId: 'nobody' }).expect(400, [{ message: 'ownerId is required' }]);
    // A seat label too long to be stored as one is refused with the chart, not when a date gets its seats.
    const huge = hall();
    huge.sections[0]!.label = 'Stalls'.repeat(600);
    await create({ name: 'Huge', definition: huge }).expect(400, [{ message: 'Labels and seat numbers must be at most 60 characters' }]);

    const chart = await newChart();
    await save(chart.id, { definition: { ...hall(), width: 'wide' }, version: 1 }).expect(400, [{ message: 'The chart needs a width and a height greater than 0' }]);
    expect((await t.http.get(`${CHARTS}/${chart.id}`).set(bearer(maya)).expect(200)).body).toMatchObject({ version: 1, definition: hall() });
  });

  it('gives every date of an event a seat row per place when it gets a chart, and a date added later too', async () => {
    const chart = await newChart();
    const eventId = await twoDateEvent();
    const assigned = await seating(eventId, chart.id).expect(200);
    expect(assigned.body).toMatchObject({ chartId: chart.id, chart: { id: chart.id, name: 'Riverside Hall', soldLabels: [] } });
    expect(assigned.body.ticketTypes).toEqual([
      { id: expect.any(String), eventDateId: expect.any(String), name: 'Stalls', seatsCategoryKeys: [1] },
      { id: expect.any(String), eventDateId: expect.any(String), name: 'Stalls', seatsCategoryKeys: [1] },
    ]);
    expect((await t.http.get(`${courses}/${eventId}/seating`).set(bearer(maya)).expect(200)).body).toEqual(assigned.body);

    const expected = { ...Object.fromEntries(HALL_LABELS.map((label) => [label, [1, label.includes('T1') ? 2 : 1]])), 'Stalls-Standing': [5, 2] };
    for (const dateId of await datesOf(eventId)) expect(await rowsOf(dateId)).toEqual(expected);
    const places = await sql<{ place: number }>(t, `SELECT place FROM ticketing.seats WHERE event_date_id = $1 AND label = 'Stalls-Standing' ORDER BY place`, [(await datesOf(eventId))[0]]);
    expect(places.map((row) => row.place)).toEqual([1, 2, 3, 4, 5]);

    const added = await t.http.post(`${courses}/${eventId}/dates`).set(bearer(maya)).send({ startsAt: inDays(24) }).expect(201);
    expect(await rowsOf(added.body.id)).toEqual(expected);
    // The event page names the chart; an event without one names none.
    const page = await t.http.get(`${courses}/${eventId}`).set(bearer(maya)).expect(200);
    expect([page.body.seatsEventKey, page.body.seatsPublicKey]).toEqual([eventId, chart.id]);
    const unseated = await t.http.get(`${courses}/${await createEvent(t.http, maya, maya.id)}`).set(bearer(maya)).expect(200);
    expect([unseated.body.seatsEventKey, unseated.body.seatsPublicKey]).toEqual([null, null]);
    expect((await t.http.get(`${CHARTS}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body).toContainEqual(expect.objectContaining({ id: chart.id, eventsCount: 1 }));

    // Removing a date takes its seats with it.
    await t.http.delete(`${courses}/${eventId}/dates/${added.body.id}`).set(bearer(maya)).expect(200);
    expect(await rowsOf(added.body.id)).toEqual({});
  });

  it("brings the seats of every date using a chart in line with each save, and tells the dates' seating about it", async () => {
    const chart = await newChart();
    const eventId = await twoDateEvent();
    await seating(eventId, chart.id).expect(200);
    const dates = await datesOf(eventId);
    const listener = new pg.Client({ connectionString: t.db.url });
    await listener.connect();
    try {
      await listener.query('LISTEN seat_changes');
      const notified = new Promise<Set<string>>((resolve) => {
        const seen = new Set<string>();
        listener.on('notification', (message) => {
          seen.add(message.payload ?? '');
          if (dates.every((id) => seen.has(id))) resolve(seen);
        });
      });
      // Row A loses seat 4 and moves to category 2, row B gains seat 5, the standing area grows to 7.
      await save(chart.id, { definition: hall({ rowA: seats(3, 2, 50), rowB: seats(5, 1, 80), standing: 7 }), version: 1 }).expect(200);
      expect([...(await notified)].sort()).toEqual([...dates].sort());
    } finally {
      await listener.end();
    }
    for (const dateId of dates) {
      const rows = await rowsOf(dateId);
      expect(rows['Stalls-A-4']).toBeUndefined();
      expect([rows['Stalls-A-1'], rows['Stalls-B-5'], rows['Stalls-Standing']]).toEqual([
        [1, 2],
        [1, 1],
        [7, 2],
      ]);
    }
    // Shrinking the area again keeps its first places.
    await save(chart.id, { definition: hall({ standing: 3 }), version: 2 }).expect(200);
    const places = await sql<{ place: number }>(t, `SELECT place FROM ticketing.seats WHERE event_date_id = $1 AND label = 'Stalls-Standing' ORDER BY place`, [dates[0]]);
    expect(places.map((row) => row.place)).toEqual([1, 2, 3]);
  });

  it('refuses an edit that would remove, rename or recategorize sold or held seats, or shrink an area below its sold places', async () => {
    const chart = await newChart();
    const eventId = await twoDateEvent();
    await seating(eventId, chart.id).expect(200);
    const [first, second] = await datesOf(eventId);
    await sell(first!, 'Stalls-A-4');
    await sell(second!, 'Stalls-Standing', 3);
    // A hold still running counts; an expired one is free.
    await sql(t, `UPDATE ticketing.seats SET order_id = gen_random_uuid(), held_until = now() + interval '10 minutes' WHERE event_date_id = $1 AND label = 'Stalls-B-4'`, [first]);
    await sql(t, `UPDATE ticketing.seats SET order_id = gen_random_uuid(), held_until = now() - interval '1 minute' WHERE event_date_id = $1 AND label = 'Stalls-B-3'`, [first]);
    expect((await t.http.get(`${CHARTS}/${chart.id}`).set(bearer(maya)).expect(200)).body.soldLabels).toEqual(['Stalls-A-4', 'Stalls-B-4', 'Stalls-Standing']);

    const removing = await save(chart.id, { definition: hall({ rowA: seats(3, 1, 50), rowB: seats(2, 1, 80) }), version: 1 }).expect(422);
    expect(removing.body).toEqual([{ message: 'These seats are sold and cannot be removed or renamed: Stalls-A-4, Stalls-B-4' }]);
    const recategorized = await save(chart.id, { definition: hall({ rowA: seats(4, 2, 50) }), version: 1 }).expect(422);
    expect(recategorized.body).toEqual([{ message: 'These seats are sold and cannot be removed or renamed: Stalls-A-4' }]);
    await save(chart.id, { definition: hall({ standing: 2 }), version: 1 }).expect(422, [{ message: 'Stalls-Standing has 3 places sold' }]);
    expect(await rowsOf(first!)).toMatchObject({ 'Stalls-A-4': [1, 1], 'Stalls-B-4': [1, 1] });

    // Seats nobody holds may go (the expired hold's too), and the area may shrink to its sold places.
    const kept = await save(chart.id, { definition: hall({ rowA: seats(4, 1, 50), rowB: [...seats(2, 1, 80), seats(4, 1, 80)[3]!], standing: 3 }), version: 1 }).expect(200);
    expect(kept.body.version).toBe(2);
    expect(await rowsOf(first!)).not.toHaveProperty('Stalls-B-3');
    expect((await rowsOf(second!))['Stalls-Standing']).toEqual([3, 2]);

    // A sold seat may move to a category its ticket type sells too.
    await sql(t, `UPDATE ticketing.ticket_types SET seats_category_keys = '{1,2}' WHERE event_id = $1`, [eventId]);
    await save(chart.id, { definition: hall({ rowA: seats(4, 2, 50), rowB: [...seats(2, 1, 80), seats(4, 1, 80)[3]!], standing: 3 }), version: 2 }).expect(200);
    expect((await rowsOf(first!))['Stalls-A-4']).toEqual([1, 2]);

    // The event keeps its chart while seats are sold.
    await seating(eventId, null).expect(422, { message: 'Seats have already been sold for this event' });
    await seating(eventId, (await newChart('Other hall')).id).expect(422, { message: 'Seats have already been sold for this event' });
    expect((await t.http.get(`${courses}/${eventId}/seating`).set(bearer(maya)).expect(200)).body.chartId).toBe(chart.id);
  });

  it('uses only charts of the event’s owner, and deletes a chart only when no event uses it', async () => {
    const chart = await newChart();
    const eventId = await twoDateEvent();
    const theirs = await newChart('Their hall', stranger);
    await seating(eventId, theirs.id).expect(404, NOT_FOUND);
    await seating(eventId, 'not-a-chart').expect(400, [{ message: 'chartId must be a seat chart or null' }]);
    await seating(eventId, chart.id).expect(200);

    await t.http.delete(`${CHARTS}/${chart.id}`).set(bearer(maya)).expect(422, { message: 'This chart is used by events' });
    const cleared = await seating(eventId, null).expect(200);
    expect(cleared.body).toEqual({ chartId: null, chart: null, ticketTypes: expect.any(Array) });
    for (const dateId of await datesOf(eventId)) expect(await rowsOf(dateId)).toEqual({});
    await t.http.delete(`${CHARTS}/${chart.id}`).set(bearer(maya)).expect(200, { message: 'Seat chart deleted successfully' });
    await t.http.get(`${CHARTS}/${chart.id}`).set(bearer(maya)).expect(404, NOT_FOUND);
    await t.http.get(`${CHARTS}/${theirs.id}`).set(bearer(maya)).expect(403);
  });

  it('keeps the chart categories a ticket type sells as whole numbers, zeros dropped, on the managed and public views', async () => {
    const eventId = await createEvent(t.http, maya, maya.id, { ticketTypes: [ticket({ name: 'Stalls', seatsCategoryKeys: [0, 2, 1, 2] }), ticket({ name: 'Free seating' })] });
    const list = async () => (await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(maya)).expect(200)).body.dates[0].ticketTypes as Record<string, unknown>[];
    expect((await list()).map((x) => [x.name, x.seatsCategoryKeys])).toEqual([
      ['Stalls', [2, 1]],
      ['Free seating', []],
    ]);

    const edits = (await list()).map(({ id, eventDateId, attendance, name, price, currency, quantity }) => ({ id, eventDateId, attendance, name, price, currency, quantity }));
    await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(maya))
      .send({ ticketTypes: [{ ...edits[0], seatsCategoryKeys: [3, 0] }, edits[1]] })
      .expect(200);
    expect((await list()).map((x) => x.seatsCategoryKeys)).toEqual([[3], []]);
    await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(maya))
      .send({ ticketTypes: [{ ...edits[0], seatsCategoryKeys: [1000] }, edits[1]] })
      .expect(400, [{ message: 'Category keys are whole numbers from 1 to 999' }]);

    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(maya)).expect(200);
    const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    expect(page.body.ticketTypes.map((x: Record<string, unknown>) => x.seatsCategoryKeys)).toEqual([[3], []]);
    expect((await t.http.get(`${courses}/${eventId}/seating`).set(bearer(maya)).expect(200)).body.ticketTypes.map((x: Record<string, unknown>) => x.seatsCategoryKeys)).toEqual([[3], []]);
  });
});
