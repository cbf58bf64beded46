import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EventPublished, eventStream } from '../../src/ticketing/contracts/event-events.js';
import { EventRepository } from '../../src/ticketing/application/ports/event-repository.port.js';
import { PublicEvents } from '../../src/ticketing/contracts/public-events.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent, inDays, passDate, ticket } from '../support/events.js';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

interface Card {
  id: string;
  name: string;
  [field: string]: unknown;
}

describe('public event lists', () => {
  let t: TestApp;
  let categories: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const list = (await t.http.get('/client_side_api/v1/course_categories').expect(200)).body as { id: string; name: string }[];
    categories = Object.fromEntries(list.map((c) => [c.name, c.id]));
  });
  afterAll(() => t.close());

  const publish = (owner: TestUser, eventId: string) => t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(owner)).expect(200);
  /** Creates and publishes an event of `owner` (a user) and returns its id. */
  async function published(owner: TestUser, overrides: Record<string, unknown>): Promise<string> {
    const id = await createEvent(t.http, owner, owner.id, { description: '<p>An evening out.</p>', ...overrides });
    await publish(owner, id);
    return id;
  }
  const events = async (query: string): Promise<{ data: Card[]; totalCount: number; page: number; perPage: number }> =>
    (await t.http.get(`/client_side_api/v1/events?${query}`).expect(200)).body;
  const names = async (query: string) => (await events(query)).data.map((card) => card.name);

  describe('one profile', () => {
    let maya: TestUser;
    let ids: Record<string, string>;
    beforeAll(async () => {
      maya = await signUpUser(t.http, { name: 'Maya Lind' });
      const omar = await signUpUser(t.http, { name: 'Omar Haddad' });
      ids = {
        festival: await published(maya, { name: 'Ongoing Festival', dates: [{ startsAt: hoursFromNow(-20), endsAt: hoursFromNow(2) }], categoryId: categories.Festival }),
        yoga: await published(maya, { name: 'Sunrise Yoga', dates: [{ startsAt: inDays(2, 7) }], categoryId: categories.Workshop }),
        jazz: await published(maya, {
          name: 'Late Night Jazz',
          dates: [{ startsAt: inDays(-3) }, { startsAt: inDays(5), endsAt: inDays(5, 23) }, { startsAt: inDays(12) }],
          categoryId: categories.Music,
          tags: ['jazz', 'late'],
          ticketTypes: [ticket({ name: 'Seat' }), ticket({ name: 'Stream', attendance: 'online' })],
        }),
        ended: await passDate(t.db, await published(maya, { name: 'Just Ended', categoryId: categories.Talks }), { startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-1) }),
        recital: await passDate(t.db, await published(maya, { name: 'Old Recital', categoryId: categories.Music }), { startsAt: inDays(-10) }),
        party: await published(maya, { name: 'Private Party', private: true, dates: [{ startsAt: inDays(3) }] }),
        draft: await createEvent(t.http, maya, maya.id, { name: 'Unfinished Draft', dates: [{ startsAt: inDays(3) }] }),
        pastDraft: await createEvent(t.http, maya, maya.id, { name: 'Past Draft', dates: [{ startsAt: inDays(-3) }] }),
      };
      // Omar's event names Maya on its team (an artist of the evening): it is hers to show as well.
      ids.duo = await published(omar, { name: 'Duo Concert', dates: [{ startsAt: inDays(4) }], categoryId: categories.Music });
      await t.http.post(`/client_side_api/v1/management/courses/${ids.duo}/teachings`).set(bearer(omar)).send({ profileId: maya.id, name: 'Artist', canManage: false, accessSetting: 'basic' }).expect(201);
      // Sold tickets of the coming date, as the inventory counts them.
      await sql(t, `UPDATE ticketing.ticket_types t SET sold = 7 FROM ticketing.event_dates d WHERE d.id = t.event_date_id AND t.event_id = $1 AND t.name = 'Seat' AND d.starts_at = $2`, [
        ids.jazz,
        inDays(5),
      ]);
      await sql(t, `UPDATE ticketing.events SET poster = 'jazz-poster' WHERE id = $1`, [ids.jazz]);
    });

    it("lists the profile's upcoming events soonest first, its collaborations included; drafts, private and past events never", async () => {
      // Ongoing Festival started yesterday and is still on: it counts as upcoming until it ends.
      expect(await names(`ownerId=${maya.id}`)).toEqual(['Ongoing Festival', 'Sunrise Yoga', 'Duo Concert', 'Late Night Jazz']);
      expect(await names(`ownerId=${maya.id}&filterDate=upcoming`)).toEqual(['Ongoing Festival', 'Sunrise Yoga', 'Duo Concert', 'Late Night Jazz']);
      // Just Ended ended an hour ago; past events come latest first.
      expect(await names(`ownerId=${maya.id}&filterDate=past`)).toEqual(['Just Ended', 'Old Recital']);
      expect(await names(`ownerId=${maya.id}&category=${categories.Music}`)).toEqual(['Duo Concert', 'Late Night Jazz']);
      expect(await names(`ownerId=${maya.id}&category=${categories.Music}&filterDate=past`)).toEqual(['Old Recital']);
      // Nor for anyone: the whole list does not have them either.
      expect(await names('query=late%20night')).toEqual(['Late Night Jazz']);
      expect(await names('query=party')).toEqual([]);
      expect(await names('query=unfinished')).toEqual([]);
      expect(await names('query=draft&filterDate=past')).toEqual([]);
    });

    it('gives each event as the event card shows it', async () => {
      const card = (await events(`ownerId=${maya.id}&category=${categories.Music}`)).data.find((c) => c.name === 'Late Night Jazz');
      const dates = await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 ORDER BY starts_at', [ids.jazz]);
      expect(card).toEqual({
        id: ids.jazz,
        url: `/event/${ids.jazz}`,
        name: 'Late Night Jazz',
        poster: '/client_side_api/v1/file_uploads/jazz-poster',
        timezone: 'America/New_York',
        owner: { id: maya.id, name: 'Maya Lind', username: maya.username, type: 'user', avatar: null },
        collaborators: [],
        nextEvent: { id: dates[1]!.id, startsAt: inDays(5), endsAt: inDays(5, 23), registrationsCount: 7 },
        lastEvent: { startsAt: inDays(12) },
        futureEventCount: 2,
        location: { name: 'Riverside Hall', address: '1 River St, Hudson, NY' },
        locationSetting: 'other',
        online: true,
        tags: ['jazz', 'late'],
        category: { id: categories.Music, name: 'Music' },
      });
      const duo = (await events(`ownerId=${maya.id}&category=${categories.Music}`)).data.find((c) => c.name === 'Duo Concert')!;
      expect(duo).toMatchObject({ owner: { name: 'Omar Haddad' }, online: false, poster: null, collaborators: [{ id: maya.id, type: 'user', username: maya.username, name: 'Maya Lind', avatarThumbnail: null }] });
      const past = (await events(`ownerId=${maya.id}&filterDate=past`)).data.find((c) => c.name === 'Old Recital')!;
      expect(past).toMatchObject({ nextEvent: null, lastEvent: { startsAt: inDays(-10) }, futureEventCount: 0 });
    });

    it('pages the list and refuses pages past the limit with a clear message', async () => {
      expect(await events(`ownerId=${maya.id}&perPage=3&page=2`)).toMatchObject({ data: [{ name: 'Late Night Jazz' }], totalCount: 4, page: 2, perPage: 3 });
      expect(await events(`ownerId=${maya.id}`)).toMatchObject({ page: 1, perPage: 12 });
      expect((await t.http.get('/client_side_api/v1/events?perPage=51').expect(400)).body).toEqual([{ message: expect.stringContaining('perPage') }]);
      expect((await t.http.get('/client_side_api/v1/events?filterDate=soon').expect(400)).body).toEqual([{ message: 'filterDate must be upcoming or past' }]);
      expect((await t.http.get('/client_side_api/v1/events?page=100000000000000000000').expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      expect((await t.http.get('/client_side_api/v1/events?page=two').expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
    });

    it('still counts the matches on a page past the end', async () => {
      expect(await events(`ownerId=${maya.id}&perPage=3&page=5`)).toEqual({ data: [], totalCount: 4, page: 5, perPage: 3 });
    });

    it('refuses dates JavaScript cannot read with a clear message, not a server error', async () => {
      for (const date of ['2024-W01-1', '20240101', '2024-123', '2024-01-01T10', '2024-02-30']) {
        expect((await t.http.get(`/client_side_api/v1/events?startDate=${date}`).expect(400)).body).toEqual([{ message: 'startDate must be a date' }]);
        expect((await t.http.get(`/client_side_api/v1/events?endDate=${date}`).expect(400)).body).toEqual([{ message: 'endDate must be a date' }]);
      }
    });

    it('narrows to events with a date in the given days', async () => {
      const day = (days: number) => inDays(days).slice(0, 10);
      expect(await names(`ownerId=${maya.id}&startDate=${day(4)}&endDate=${day(5)}`)).toEqual(['Duo Concert', 'Late Night Jazz']);
      expect(await names(`ownerId=${maya.id}&startDate=${day(6)}`)).toEqual(['Late Night Jazz']);
      expect(await names(`ownerId=${maya.id}&filterDate=past&endDate=${day(-5)}`)).toEqual(['Old Recital']);
    });

    it("gives the profile's events page and its courses, upcoming and past, with their categories", async () => {
      const profile = (await t.http.get(`/client_side_api/v1/profiles/${maya.id}/events?perPage=2`).expect(200)).body;
      expect(profile).toEqual({ data: [expect.objectContaining({ name: 'Ongoing Festival' }), expect.objectContaining({ name: 'Sunrise Yoga' })], totalCount: 4 });
      expect((await t.http.get(`/client_side_api/v1/profiles/${maya.id}/events?query=jazz`).expect(200)).body).toMatchObject({ data: [{ name: 'Late Night Jazz' }], totalCount: 1 });
      expect((await t.http.get('/client_side_api/v1/profiles/not-a-profile/events').expect(200)).body).toEqual({ data: [], totalCount: 0 });

      const courses = (await t.http.get(`/client_side_api/users/courses?id=${maya.id}`).expect(200)).body as Card[];
      expect(courses.map((c) => c.name)).toEqual(['Ongoing Festival', 'Sunrise Yoga', 'Duo Concert', 'Late Night Jazz']);
      const past = (await t.http.get(`/client_side_api/users/courses/past?id=${maya.id}`).expect(200)).body as Card[];
      expect(past.map((c) => c.name)).toEqual(['Just Ended', 'Old Recital']);
      const music = (await t.http.get(`/client_side_api/users/courses?id=${maya.id}&category=${categories.Music}`).expect(200)).body as Card[];
      expect(music.map((c) => c.name)).toEqual(['Duo Concert', 'Late Night Jazz']);

      // In the categories' own order: Music, Workshop, Festival.
      expect((await t.http.get(`/client_side_api/users/courses/categories?id=${maya.id}`).expect(200)).body).toEqual([
        { id: categories.Music, name: 'Music' },
        { id: categories.Workshop, name: 'Workshop' },
        { id: categories.Festival, name: 'Festival' },
      ]);
      expect((await t.http.get(`/client_side_api/users/courses/categories?id=${maya.id}&past=true`).expect(200)).body).toEqual([
        { id: categories.Music, name: 'Music' },
        { id: categories.Talks, name: 'Talks' },
      ]);
      expect((await t.http.get(`/client_side_api/teachers/courses?id=${maya.id}`).expect(400)).body).toEqual([{ message: 'type must be users or schools' }]);
      expect((await t.http.get('/client_side_api/users/courses').expect(400)).body).toEqual([{ message: 'id is required' }]);
    });

    it("answers other contexts whether a profile has public events, a collaborator's included", async () => {
      const publicEvents = t.app.get(PublicEvents);
      const omarId = (await sql<{ owner_id: string }>(t, 'SELECT owner_id FROM ticketing.events WHERE id = $1', [ids.duo]))[0]!.owner_id;
      const onlyDrafts = await signUpUser(t.http, { name: 'Dana Draft' });
      await createEvent(t.http, onlyDrafts, onlyDrafts.id, { name: 'Not Yet' });
      const onlyPrivate = await signUpUser(t.http, { name: 'Pia Private' });
      await published(onlyPrivate, { name: 'Invitation Only', private: true });
      const collaboratorOnly = await signUpUser(t.http, { name: 'Cole Laborator' });
      await t.http
        .post(`/client_side_api/v1/management/courses/${ids.recital}/teachings`)
        .set(bearer(maya))
        .send({ profileId: collaboratorOnly.id, name: 'Accompanist', canManage: false, accessSetting: 'basic' })
        .expect(201);

      expect(await publicEvents.hasEvents(maya.id)).toBe(true);
      expect(await publicEvents.hasEvents(omarId)).toBe(true);
      // Only a past event, and only as a collaborator.
      expect(await publicEvents.hasEvents(collaboratorOnly.id)).toBe(true);
      expect(await publicEvents.hasEvents(onlyDrafts.id)).toBe(false);
      expect(await publicEvents.hasEvents(onlyPrivate.id)).toBe(false);
      expect(await publicEvents.hasEvents('not-a-profile')).toBe(false);

      const { ids: organizers, totalCount } = await publicEvents.organizers(1, 50);
      expect(organizers.length).toBe(totalCount);
      expect(organizers).toContain(omarId);
      expect(organizers).not.toContain(onlyDrafts.id);
      expect(organizers).not.toContain(onlyPrivate.id);
      expect(organizers).not.toContain(collaboratorOnly.id);
      // Maya has four upcoming events, Omar one.
      expect(organizers.indexOf(maya.id)).toBeLessThan(organizers.indexOf(omarId));
      const second = await publicEvents.organizers(2, 1);
      expect(second).toEqual({ ids: [organizers[1]], totalCount });
    });
  });

  it('puts featured events with the most tickets sold across upcoming dates first, then the soonest', async () => {
    const olga = await signUpUser(t.http, { name: 'Olga Berg' });
    const sold = (eventId: string, count: number, upcoming: boolean) =>
      sql(
        t,
        `UPDATE ticketing.ticket_types t SET sold = $2 FROM ticketing.event_dates d
         WHERE d.id = t.event_date_id AND t.event_id = $1 AND (coalesce(d.ends_at, d.starts_at) > now()) = $3`,
        [eventId, count, upcoming],
      );
    const quiet = await published(olga, { name: 'Quiet Evening', dates: [{ startsAt: inDays(9) }] });
    const popular = await published(olga, { name: 'Popular Show', dates: [{ startsAt: inDays(20) }] });
    // Sold out long ago, a few now: only the coming dates count.
    const veteran = await published(olga, { name: 'Veteran Act', dates: [{ startsAt: inDays(-30) }, { startsAt: inDays(15) }] });
    await published(olga, { name: 'Soon Unsold', dates: [{ startsAt: inDays(1) }] });
    await sold(popular, 9, true);
    await sold(veteran, 90, false);
    await sold(veteran, 2, true);
    await sold(quiet, 0, true);

    expect(await names(`ownerId=${olga.id}&featured=true`)).toEqual(['Popular Show', 'Veteran Act', 'Soon Unsold', 'Quiet Evening']);
    expect(await names(`ownerId=${olga.id}`)).toEqual(['Soon Unsold', 'Quiet Evening', 'Veteran Act', 'Popular Show']);
  });

  it('searches names, tags, places and descriptions with accents ignored and prefixes, names ranked first', async () => {
    const sofia = await signUpUser(t.http, { name: 'Sofía Marín' });
    await published(sofia, { name: 'Café Sessions', dates: [{ startsAt: inDays(8) }], description: '<p>Acoustic sets.</p>' });
    await published(sofia, { name: 'Jazz Brunch', dates: [{ startsAt: inDays(9) }], description: '<p>Pancakes.</p>' });
    // Sooner than Jazz Brunch, but 'brunch' is only in its description.
    await published(sofia, { name: 'Morning Gathering', dates: [{ startsAt: inDays(3) }], description: '<p>A slow <strong>brunch</strong> with friends.</p>' });
    await published(sofia, { name: 'Harbour Lights', dates: [{ startsAt: inDays(6) }], tags: ['waterfront'], locationName: 'Pier Nine', locationAddress: 'Dockside Road' });
    await passDate(t.db, await published(sofia, { name: 'Brunch Gone By' }), { startsAt: inDays(-6) });
    await published(sofia, { name: 'Brunch Invitation', private: true, dates: [{ startsAt: inDays(6) }] });
    await createEvent(t.http, sofia, sofia.id, { name: 'Brunch Draft', dates: [{ startsAt: inDays(6) }] });
    const search = (words: string) => names(`ownerId=${sofia.id}&query=${encodeURIComponent(words)}`);

    expect(await search('cafe')).toEqual(['Café Sessions']);
    expect(await search('CAFÉ sess')).toEqual(['Café Sessions']);
    expect(await search('jaz')).toEqual(['Jazz Brunch']);
    expect(await search('brunch')).toEqual(['Jazz Brunch', 'Morning Gathering']);
    expect(await search('waterfr')).toEqual(['Harbour Lights']);
    expect(await search('dockside')).toEqual(['Harbour Lights']);
    expect(await names(`ownerId=${sofia.id}&filterDate=past&query=brunch`)).toEqual(['Brunch Gone By']);
    // The search runs across every profile, and the user's punctuation is never taken for query syntax.
    expect(await names(`query=${encodeURIComponent('café')}`)).toEqual(['Café Sessions']);
    expect(await search("jazz & !(brunch) | 'brun:*")).toEqual(['Jazz Brunch']);
    expect(await search(' ,;! ')).toEqual(['Morning Gathering', 'Harbour Lights', 'Café Sessions', 'Jazz Brunch']);
  });

  it('pages courses by 30, a next page existing when the list length is a multiple of 30', async () => {
    const school = await signUpUser(t.http, { name: 'Ines Costa' });
    const organization = await createOrganization(t.http, school, 'Costa Dance School');
    for (let n = 1; n <= 31; n += 1) {
      const id = await createEvent(t.http, school, organization.id, { name: `Class ${String(n).padStart(2, '0')}`, dates: [{ startsAt: inDays(n) }], categoryId: categories.Dance });
      await publish(school, id);
    }
    const first = (await t.http.get(`/client_side_api/schools/courses?id=${organization.id}`).expect(200)).body as Card[];
    expect(first).toHaveLength(30);
    expect(first[0]).toMatchObject({ name: 'Class 01', owner: { id: organization.id, type: 'school', name: 'Costa Dance School' } });
    const second = (await t.http.get(`/client_side_api/schools/courses?id=${organization.id}&page=2`).expect(200)).body as Card[];
    expect(second.map((c) => c.name)).toEqual(['Class 31']);
    expect((await t.http.get(`/client_side_api/schools/courses/past?id=${organization.id}`).expect(200)).body).toEqual([]);
    expect((await t.http.get(`/client_side_api/schools/courses/categories?id=${organization.id}`).expect(200)).body).toEqual([{ id: categories.Dance, name: 'Dance' }]);
    expect((await t.http.get(`/client_side_api/schools/courses/categories?id=${organization.id}&past=true`).expect(200)).body).toEqual([]);
  });

  it('tells other contexts once that an event was published, and never for a second publication', async () => {
    const lena = await signUpUser(t.http, { name: 'Lena Vogel' });
    const store = t.app.get(EventStore);
    const id = await createEvent(t.http, lena, lena.id, { name: 'Spring Salon', dates: [{ startsAt: inDays(-2) }, { startsAt: inDays(6) }], private: true });
    expect(await store.readStream(eventStream(id))).toEqual([]);

    await publish(lena, id);
    await publish(lena, id);
    // Taken off sale (as when its owner is deleted) and published again: still announced once.
    await sql(t, 'UPDATE ticketing.events SET published = false WHERE id = $1', [id]);
    await publish(lena, id);

    const recorded = await store.readStream(eventStream(id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: EventPublished,
      data: { eventId: id, name: 'Spring Salon', ownerId: lena.id, ownerName: 'Lena Vogel', ownerUsername: lena.username, ownerType: 'user', private: true, startsAt: inDays(6) },
    });
    const publishedAt = new Date((recorded[0]!.data as { publishedAt: string }).publishedAt).getTime();
    expect(Math.abs(publishedAt - Date.now())).toBeLessThan(60_000);
  });

  it('announces a publication whose announcement was lost when the event is published again', async () => {
    const noor = await signUpUser(t.http, { name: 'Noor Aziz' });
    const store = t.app.get(EventStore);
    const id = await createEvent(t.http, noor, noor.id, { name: 'Rooftop Cinema', dates: [{ startsAt: inDays(9) }] });
    // The published flag saved, then the append failed: the event is public but no one was told.
    expect(await t.app.get(EventRepository).publish(id)).toBe('published');
    expect(await store.readStream(eventStream(id))).toEqual([]);

    await publish(noor, id);
    await publish(noor, id);

    const recorded = await store.readStream(eventStream(id));
    expect(recorded.map((event) => event.type)).toEqual([EventPublished]);
    expect(recorded[0]!.data).toMatchObject({ eventId: id, name: 'Rooftop Cinema', ownerId: noor.id, private: false, startsAt: inDays(9) });
  });
});
