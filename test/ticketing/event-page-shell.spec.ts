import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { createEvent } from '../support/events.js';

/**
 * GET /event/{id} carries the event page's top drawn on the server (web/src/ssr/event-shell.tsx), built here by
 * the same Vite configuration as `npm run build:web` into a web build of the test's own, so the test never depends
 * on (or skips without) a web/dist built earlier.
 */

const HOSTILE = 'Jazz & "Blues" <Night></script><!-- \u2028 $& \u2029 Live';
const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Limelight</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** The root element's content, the JSON seed beside it and the head, as the page carries them. */
function pieces(html: string) {
  return {
    head: html.slice(0, html.indexOf('</head>')),
    root: /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1],
    seed: /<script type="application\/json" id="limelight-event">([\s\S]*?)<\/script>/.exec(html)?.[1],
  };
}

describe('the event page shell of /event/{id}', () => {
  let t: TestApp;
  let owner: TestUser;
  let webDist: string;
  let eventId: string;
  let poster: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.ssr.config.ts', '--outDir', join(webDist, 'ssr'), '--emptyOutDir', '--logLevel', 'warn']);
    t = await startTestApp({ webDist });
    owner = await signUpUser(t.http);
    poster = (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(owner)).attach('file', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'p.jpg').expect(201)).body.upload_identifier;
    eventId = await createEvent(t.http, owner, owner.id, {
      name: HOSTILE,
      poster,
      timezone: 'America/New_York',
      locationName: 'Riverside Hall',
      locationAddress: '1 River St, Hudson, NY',
      dates: [{ startsAt: '2099-03-07T00:00:00.000Z', endsAt: '2099-03-07T03:00:00.000Z', doorTime: '2099-03-06T23:30:00.000Z' }],
    });
    await t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(owner)).expect(200);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('draws the title, date, place and poster into the root element, escaped, and preloads the poster', async () => {
    const page = await t.http.get(`/event/${eventId}`).expect(200).expect('Content-Type', /text\/html/);
    const { head, root } = pieces(page.text);
    const escapedTitle = 'Jazz &amp; &quot;Blues&quot; &lt;Night&gt;&lt;/script&gt;&lt;!-- \u2028 $&amp; \u2029 Live';
    expect(root).toContain(`<h1 class="text-3xl font-bold md:text-4xl">${escapedTitle}</h1>`);
    expect(root).toContain(`alt="Poster of ${escapedTitle}"`);
    // In the event's zone (7 PM in New York is past midnight in UTC, the server's); React separates neighbouring texts with empty comments.
    expect(root?.replace(/<!-- -->/g, '')).toContain('<p>Fri, Mar 6, 2099 · 7:00 PM EST<span class="block text-sm text-neutral-600">Doors open 6:30 PM EST</span></p>');
    expect(root).toContain('<p>Riverside Hall, 1 River St, Hudson, NY</p>');
    expect(root).toContain(`src="/client_side_api/v1/file_uploads/${poster}"`);
    expect(head).toContain(`<link rel="preload" as="image" href="/client_side_api/v1/file_uploads/${poster}" fetchPriority="high"/>`);
    // Nothing of the title is markup anywhere in the page.
    expect(page.text).not.toContain('<Night>');
    expect(page.text.match(/<\/script>/g)).toHaveLength(2);
    // The link previews stay as they were.
    expect(page.text).toContain(`<meta property="og:title" content="Jazz &#38; &#34;Blues&#34; &#60;Night&#62;&#60;/script&#62;&#60;!-- \u2028 $&#38; \u2029 Live" />`);
    expect(page.text).toMatch(new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+/client_side_api/v1/file_uploads/${poster}" />`));
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('carries the event view the page would fetch, as JSON nothing in it can close', async () => {
    const page = await t.http.get(`/event/${eventId}`).expect(200);
    const { seed } = pieces(page.text);
    expect(seed).toBeDefined();
    expect(seed).not.toMatch(/[<>&\u2028\u2029]/);
    const fetched = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    expect(JSON.parse(seed!)).toEqual(fetched.body);
    expect(JSON.parse(seed!).name).toBe(HOSTILE);
  });

  it('draws the page as its signed-in viewer gets it, kept out of shared caches', async () => {
    const page = await t.http.get(`/event/${eventId}`).set('Cookie', `accessToken=${owner.token}`).expect(200);
    const { root, seed } = pieces(page.text);
    expect(JSON.parse(seed!)).toEqual((await t.http.get(`/client_side_api/events/${eventId}`).set(bearer(owner)).expect(200)).body);
    expect(JSON.parse(seed!).canManage).toBe(true);
    expect(root).toContain(`<nav aria-label="Manage event"`);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves unknown events, drafts and other pages with the plain shell', async () => {
    const draft = await createEvent(t.http, owner, owner.id, { name: 'Not yet' });
    for (const path of [`/event/${randomUUID()}`, `/event/${draft}`, '/discover/featured']) {
      const page = await t.http.get(path).expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain('limelight-event');
      expect(page.text).not.toContain('rel="preload"');
      expect(page.text).not.toContain('og:title');
    }
  });
});
