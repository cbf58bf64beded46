import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { createEvent, inDays, passDate } from '../support/events.js';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

describe('publishing an event whose dates are over', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const publish = (eventId: string) => t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(owner));
  const isPublic = async (eventId: string) => (await t.http.get(`/client_side_api/events/${eventId}`)).status === 200;

  it('is refused with a clear message when every date is over, and the event stays a draft', async () => {
    const lastWeek = await createEvent(t.http, owner, owner.id, { dates: [{ startsAt: inDays(-7), endsAt: inDays(-7, 22) }] });
    expect((await publish(lastWeek).expect(422)).body).toEqual({ message: 'This event’s dates are all in the past' });
    expect(await isPublic(lastWeek)).toBe(false);

    // A date without an end is over once it has started.
    const anHourAgo = await createEvent(t.http, owner, owner.id, { dates: [{ startsAt: hoursFromNow(-1) }] });
    expect((await publish(anHourAgo).expect(422)).body).toEqual({ message: 'This event’s dates are all in the past' });
    expect(await isPublic(anHourAgo)).toBe(false);
  });

  it('goes ahead while a date is still running or to come', async () => {
    const running = await createEvent(t.http, owner, owner.id, { dates: [{ startsAt: hoursFromNow(-20), endsAt: hoursFromNow(2) }] });
    expect((await publish(running).expect(200)).body).toBe(true);
    const series = await createEvent(t.http, owner, owner.id, { dates: [{ startsAt: inDays(-3) }, { startsAt: inDays(4) }] });
    expect((await publish(series).expect(200)).body).toBe(true);
    expect(await isPublic(running)).toBe(true);
    expect(await isPublic(series)).toBe(true);
  });

  it('changes nothing for an event published in time whose dates have passed since', async () => {
    const published = await createEvent(t.http, owner, owner.id);
    await publish(published).expect(200);
    await passDate(t.db, published, { startsAt: inDays(-2) });
    expect((await publish(published).expect(200)).body).toBe(true);
    expect(await isPublic(published)).toBe(true);
  });

  it('answers 404 for an event that does not exist', async () => {
    await publish('00000000-0000-4000-8000-000000000000').expect(404);
  });
});
