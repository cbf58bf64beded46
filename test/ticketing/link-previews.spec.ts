import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { createEvent } from '../support/events.js';

describe('link previews of /event/{id}', () => {
  let t: TestApp;
  let owner: TestUser;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Limelight</title></head><body><div id="root"></div></body></html>');
    t = await startTestApp({ webDist });
    owner = await signUpUser(t.http);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('puts the Open Graph title, description and image of a published event into the page HTML', async () => {
    const poster = (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(owner)).attach('file', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'p.jpg').expect(201)).body
      .upload_identifier;
    const id = await createEvent(t.http, owner, owner.id, { name: 'Jazz & "Blues" <Night>', description: '<p>Late <strong>sets</strong> by the river.</p>', poster });
    const draft = await t.http.get(`/event/${id}`).expect(200);
    expect(draft.text).toContain('<div id="root">');
    expect(draft.text).not.toContain('og:title');

    await t.http.post(`/client_side_api/v1/management/courses/${id}/publish`).set(bearer(owner)).expect(200);
    const page = await t.http.get(`/event/${id}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<meta property="og:title" content="Jazz &#38; &#34;Blues&#34; &#60;Night&#62;" />');
    expect(page.text).toContain('<meta property="og:description" content="Late sets by the river." />');
    expect(page.text).toMatch(new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+/client_side_api/v1/file_uploads/${poster}" />`));
  });

  it('serves the app for other pages and keeps API 404s as JSON', async () => {
    const other = await t.http.get('/p/someone').expect(200);
    expect(other.text).toContain('<div id="root">');
    await t.http.get('/client_side_api/v1/nothing-here').expect(404).expect('Content-Type', /json/);
  });
});
