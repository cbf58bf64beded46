import ICAL from 'ical.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent, inDays } from '../support/events.js';

interface CalendarEvent {
  id: string;
  courseId: string;
  name: string;
  startsAt: string;
  [field: string]: unknown;
}

const SITE_URL = 'https://limelight.test';
const INDEX_HTML = '<!doctype html><html><head><title>Limelight</title></head><body><div id="root"></div></body></html>';
const CALENDAR_HTML = '<!doctype html><html><head><title>Calendar</title></head><body><div id="calendar"></div></body></html>';
/** 340 characters of text in HTML, with an entity and two paragraphs. */
const LONG_DESCRIPTION = `<p>Rock &amp; roll <strong>standards</strong>.</p><p>${'Late sets by the river. '.repeat(13)}</p>`;

describe('the embeddable calendar', () => {
  let t: TestApp;
  let webDist: string;
  let maya: TestUser;
  let omar: TestUser;
  let riverside: { id: string; username: string };
  const ids: Record<string, string> = {};

  const publish = (owner: TestUser, eventId: string) => t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(owner)).expect(200);
  async function published(owner: TestUser, ownerId: string, overrides: Record<string, unknown>): Promise<string> {
    const id = await createEvent(t.http, owner, ownerId, overrides);
    await publish(owner, id);
    return id;
  }
  const calendar = async (query: string): Promise<{ data: CalendarEvent[]; totalCount: number; page: number; perPage: number }> =>
    (await t.http.get(`/client_side_api/v1/calendar/events?${query}`).expect(200)).body;
  /** Each date as 'name @ days from now'. */
  const dates = async (query: string) => (await calendar(query)).data.map((event) => `${event.name} @ ${event.startsAt}`);
  const at = (name: string, days: number, hour = 19) => `${name} @ ${inDays(days, hour)}`;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, 'calendar.html'), CALENDAR_HTML);
    t = await startTestApp({ webDist, siteUrl: SITE_URL });
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    omar = await signUpUser(t.http, { name: 'Omar Haddad' });
    riverside = await createOrganization(t.http, maya, 'Riverside Arts');
    ids.jazz = await published(maya, riverside.id, {
      name: 'Jazz Series',
      description: LONG_DESCRIPTION,
      tags: ['Jazz', 'live'],
      dates: [{ startsAt: inDays(-5) }, { startsAt: inDays(2), endsAt: inDays(2, 22) }, { startsAt: inDays(40) }, { startsAt: inDays(100) }],
    });
    ids.folk = await published(maya, riverside.id, { name: 'Folk Evening', tags: ['folk'], locationSetting: 'tba', dates: [{ startsAt: inDays(5) }] });
    // Started two days ago and still on: it is in today's calendar.
    ids.festival = await published(maya, riverside.id, { name: 'River Festival', dates: [{ startsAt: inDays(-2, 10), endsAt: inDays(1, 22) }] });
    await published(maya, riverside.id, { name: 'Private Party', private: true, dates: [{ startsAt: inDays(3) }] });
    await createEvent(t.http, maya, riverside.id, { name: 'Unfinished Draft', dates: [{ startsAt: inDays(3) }] });
    ids.solo = await published(omar, omar.id, { name: 'Omar Solo', tags: ['jazz'], dates: [{ startsAt: inDays(4) }] });
    await sql(t, `UPDATE ticketing.events SET poster = 'jazz-poster' WHERE id = $1`, [ids.jazz]);
    await sql(t, `UPDATE ticketing.events SET images = '["folk-photo"]' WHERE id = $1`, [ids.folk]);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  describe('the calendar call', () => {
    it("lists an owner's published, public dates from today to three months ahead, soonest first", async () => {
      expect(await dates(`ownerId=${riverside.id}`)).toEqual([at('River Festival', -2, 10), at('Jazz Series', 2), at('Folk Evening', 5), at('Jazz Series', 40)]);
      // A person's calendar: their own events (and none of the organization's).
      expect(await dates(`ownerId=${omar.id}`)).toEqual([at('Omar Solo', 4)]);
    });

    it('gives each date as the calendar event of the seeds, its description as plain text cut to 300 characters', async () => {
      const { data } = await calendar(`ownerId=${riverside.id}`);
      const [dateId] = (await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 AND starts_at = $2', [ids.jazz, inDays(2)])).map((row) => row.id);
      const description = `Rock & roll standards. ${'Late sets by the river. '.repeat(13)}`.trim();
      expect(data[1]).toEqual({
        id: dateId,
        courseId: ids.jazz,
        name: 'Jazz Series',
        description: `${description.slice(0, 299).trimEnd()}…`,
        startsAt: inDays(2),
        endsAt: inDays(2, 22),
        timezone: 'America/New_York',
        featuredImage: '/client_side_api/v1/file_uploads/jazz-poster',
        tags: [{ name: 'Jazz' }, { name: 'live' }],
      });
      // Without a poster the event's first image stands in; without either there is none.
      expect(data[2]).toMatchObject({ name: 'Folk Evening', featuredImage: '/client_side_api/v1/file_uploads/folk-photo', description: 'An evening of jazz.', endsAt: null });
      expect(data[0]).toMatchObject({ name: 'River Festival', featuredImage: null, tags: [] });
    });

    it('takes another range: days cover the whole day, and an end before the start is refused', async () => {
      const day = (days: number) => inDays(days).slice(0, 10);
      expect(await dates(`ownerId=${riverside.id}&startDate=${day(30)}&endDate=${day(100)}`)).toEqual([at('Jazz Series', 40), at('Jazz Series', 100)]);
      expect(await dates(`ownerId=${riverside.id}&startDate=${day(30)}`)).toEqual([at('Jazz Series', 40), at('Jazz Series', 100)]);
      expect(await dates(`ownerId=${riverside.id}&startDate=${inDays(-6)}&endDate=${inDays(-1)}`)).toEqual([at('Jazz Series', -5), at('River Festival', -2, 10)]);
      expect(await dates(`ownerId=${riverside.id}&endDate=${day(4)}`)).toEqual([at('River Festival', -2, 10), at('Jazz Series', 2)]);
      const refused = await t.http.get(`/client_side_api/v1/calendar/events?startDate=${day(10)}&endDate=${day(5)}`).expect(400);
      expect(refused.body).toEqual([{ message: 'endDate must not be before startDate' }]);
      expect((await t.http.get('/client_side_api/v1/calendar/events?startDate=tomorrow').expect(400)).body).toEqual([{ message: 'startDate must be a date' }]);
      expect((await t.http.get('/client_side_api/v1/calendar/events?ownerId=maya').expect(400)).body).toEqual([{ message: 'ownerId must be a profile id' }]);
    });

    it('searches and narrows to tags in any case', async () => {
      expect(await dates(`ownerId=${riverside.id}&query=folk`)).toEqual([at('Folk Evening', 5)]);
      expect(await dates(`ownerId=${riverside.id}&query=seri`)).toEqual([at('Jazz Series', 2), at('Jazz Series', 40)]);
      expect(await dates('query=fest')).toEqual([at('River Festival', -2, 10)]);
      expect(await dates(`ownerId=${riverside.id}&tags=JAZZ`)).toEqual([at('Jazz Series', 2), at('Jazz Series', 40)]);
      expect(await dates(`ownerId=${riverside.id}&tags=folk,%20Live`)).toEqual([at('Jazz Series', 2), at('Folk Evening', 5), at('Jazz Series', 40)]);
      expect(await dates(`ownerId=${riverside.id}&tags=opera`)).toEqual([]);
      expect(await dates(`ownerId=${riverside.id}&tags=jazz&query=party`)).toEqual([]);
    });

    it('lists the whole site without an owner, in pages', async () => {
      expect(await dates('')).toEqual([at('River Festival', -2, 10), at('Jazz Series', 2), at('Omar Solo', 4), at('Folk Evening', 5), at('Jazz Series', 40)]);
      expect(await dates('tags=jazz')).toEqual([at('Jazz Series', 2), at('Omar Solo', 4), at('Jazz Series', 40)]);
      expect(await calendar('perPage=2&page=2')).toMatchObject({ data: [{ name: 'Omar Solo' }, { name: 'Folk Evening' }], totalCount: 5, page: 2, perPage: 2 });
      expect(await calendar('perPage=2&page=9')).toEqual({ data: [], totalCount: 5, page: 9, perPage: 2 });
      expect(await calendar('')).toMatchObject({ page: 1, perPage: 20 });
      expect((await t.http.get('/client_side_api/v1/calendar/events?perPage=101').expect(400)).body).toEqual([{ message: 'perPage must be at most 100' }]);
    });
  });

  describe('the iCalendar feed', () => {
    it("gives an owner's upcoming published, public dates as events calendar apps read", async () => {
      const response = await t.http.get(`/calendar/o/${riverside.username}.ics`).expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = response.text;
      // Lines end in CRLF and are folded at 75 octets.
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75 && !line.includes('\n'))).toBe(true);
      expect(text).toMatch(/\r\n /);

      const calendarComponent = new ICAL.Component(ICAL.parse(text));
      expect(calendarComponent.getFirstPropertyValue('x-wr-calname')).toBe('Riverside Arts');
      const events = calendarComponent.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      // Every upcoming date, past three months too; none over, private or unpublished.
      expect(events.map((event) => `${event.summary} @ ${event.startDate.toJSDate().toISOString()}`)).toEqual([
        at('River Festival', -2, 10),
        at('Jazz Series', 2),
        at('Folk Evening', 5),
        at('Jazz Series', 40),
        at('Jazz Series', 100),
      ]);
      const [dateId] = (await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1 AND starts_at = $2', [ids.jazz, inDays(2)])).map((row) => row.id);
      const jazz = events[1]!;
      expect(jazz.uid).toBe(`${dateId}@limelight`);
      expect(jazz.startDate.zone.tzid).toBe('UTC');
      expect(jazz.endDate.toJSDate().toISOString()).toBe(inDays(2, 22));
      expect(jazz.description).toBe(`Rock & roll standards. ${'Late sets by the river. '.repeat(13)}`.trim());
      expect(jazz.location).toBe('Riverside Hall, 1 River St, Hudson, NY');
      expect(jazz.component.getFirstPropertyValue('url')).toBe(`${SITE_URL}/event/${ids.jazz}`);
      // A place To Be Announced is no location.
      expect(events[2]!.location).toBeNull();
    });

    it("answers 404 for an unknown username or the other kind's letter", async () => {
      const notFound = { message: "Sorry! That profile wasn't found." };
      expect((await t.http.get(`/calendar/p/${riverside.username}.ics`).expect(404)).body).toEqual(notFound);
      expect((await t.http.get(`/calendar/o/${omar.username}.ics`).expect(404)).body).toEqual(notFound);
      expect((await t.http.get('/calendar/o/nobody0here.ics').expect(404)).body).toEqual(notFound);
      expect((await t.http.get(`/calendar/x/${omar.username}.ics`).expect(404)).body).toEqual(notFound);
      const feed = await t.http.get(`/calendar/p/${omar.username.toUpperCase()}.ics`).expect(200);
      expect(new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual(['Omar Solo']);
    });
  });

  describe('framing', () => {
    it('serves the calendar page, without the app, to be framed by any site', async () => {
      for (const path of [`/calendar/o/${riverside.username}?bgColor=000000`, `/calendar/p/${omar.username}`, '/calendar']) {
        const page = await t.http.get(path).expect(200);
        expect(page.text).toBe(CALENDAR_HTML);
        expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
        expect(page.headers['x-frame-options']).toBeUndefined();
      }
      const feed = await t.http.get(`/calendar/p/${omar.username}.ics`).expect(200);
      expect(feed.headers['x-frame-options']).toBeUndefined();
    });

    it('keeps every other page and call from being framed by another site', async () => {
      for (const path of ['/', `/event/${ids.jazz}`, `/o/${riverside.username}`, '/calendars', `/client_side_api/v1/calendar/events?ownerId=${riverside.id}`]) {
        const response = await t.http.get(path).expect(200);
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(response.headers['content-security-policy']).not.toContain('frame-ancestors *');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      // The web app itself is served (with the installation's meta tags added to its head).
      expect((await t.http.get('/').expect(200)).text).toContain('<body><div id="root"></div></body>');
    });
  });
});
