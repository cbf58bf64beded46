import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

/** A reply's body as bytes (decoded from its Content-Encoding by the client); its Content-Length is what was sent. */
const body = (response: Response) => response.body as Buffer;
const sentBytes = (response: Response) => Number(response.headers['content-length']);
const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the web app’s static files', () => {
  let t: TestApp;
  let webDist: string;
  const script = Buffer.from(`export const greeting = ${JSON.stringify('Hello, Limelight! '.repeat(200))};\n`);
  const image = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`);
  const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  beforeAll(async () => {
    // A build as `npm run build:web` writes it: hashed files under assets/ with their .br and .gz, public files beside.
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await mkdir(join(webDist, 'assets'));
    await mkdir(join(webDist, 'images'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Limelight</title></head><body><div id="root"></div></body></html>');
    await writeFile(join(webDist, 'calendar.html'), '<!doctype html><html><head><title>Calendar</title></head><body><div id="calendar"></div></body></html>');
    await writeFile(join(webDist, 'assets/main-Ab12Cd34.js'), script);
    await writeFile(join(webDist, 'assets/main-Ab12Cd34.js.br'), brotliCompressSync(script));
    await writeFile(join(webDist, 'assets/main-Ab12Cd34.js.gz'), gzipSync(script));
    await writeFile(join(webDist, 'images/default-event.svg'), image);
    await writeFile(join(webDist, 'images/default-event.svg.br'), brotliCompressSync(image));
    await writeFile(join(webDist, 'images/default-event.svg.gz'), gzipSync(image));
    await writeFile(join(webDist, 'images/photo.png'), photo);
    await mkdir(join(webDist, 'ssr'));
    await writeFile(join(webDist, 'ssr/event-shell.mjs'), 'export const renderEventShell = () => null;\n');
    t = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const getScript = (acceptEncoding: string) => t.http.get('/assets/main-Ab12Cd34.js').set('Accept-Encoding', acceptEncoding).buffer(true).parse(bytes);

  it('sends the brotli copy to a browser that accepts it, as the script it is', async () => {
    const response = await getScript('gzip, deflate, br, zstd').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(sentBytes(response)).toBe(brotliCompressSync(script).length);
    expect(body(response).equals(script)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when neither is', async () => {
    const gzipped = await getScript('gzip, deflate').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(sentBytes(gzipped)).toBe(gzipSync(script).length);
    expect(body(gzipped).equals(script)).toBe(true);

    const refused = await getScript('br;q=0, gzip;q=0.5').expect(200);
    expect(refused.headers['content-encoding']).toBe('gzip');

    const identity = await getScript('identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
    expect(sentBytes(identity)).toBe(script.length);
    expect(body(identity).equals(script)).toBe(true);

    // An empty Accept-Encoding accepts no encoding at all.
    const none = await getScript('').expect(200);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(body(none).equals(script)).toBe(true);

    expect((await getScript('*').expect(200)).headers['content-encoding']).toBe('br');
  });

  it('lets browsers keep hashed files for a year, other files for an hour', async () => {
    expect((await getScript('br').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await t.http.get('/images/default-event.svg').set('Accept-Encoding', 'gzip').buffer(true).parse(bytes).expect(200);
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-encoding']).toBe('gzip');
  });

  it('sends files that have no compressed copy as they are, without Vary', async () => {
    const png = await t.http.get('/images/photo.png').set('Accept-Encoding', 'gzip, br').buffer(true).parse(bytes).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(body(png).equals(photo)).toBe(true);
  });

  it('answers HEAD, conditional and range requests for the copy it would send', async () => {
    const head = await t.http.head('/assets/main-Ab12Cd34.js').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(script).length);

    const first = await getScript('br').expect(200);
    const etag = first.headers.etag!;
    await t.http.get('/assets/main-Ab12Cd34.js').set('Accept-Encoding', 'br').set('If-None-Match', etag).expect(304);
    // Another encoding is another representation: its tag differs.
    expect((await getScript('gzip').expect(200)).headers.etag).not.toBe(etag);

    const part = await t.http.get('/assets/main-Ab12Cd34.js').set('Accept-Encoding', 'identity').set('Range', 'bytes=0-5').buffer(true).parse(bytes).expect(206);
    expect(body(part).toString()).toBe('export');
  });

  it('keeps the server’s own renderers to the server', async () => {
    const renderer = await t.http.get('/ssr/event-shell.mjs').expect(200);
    expect(renderer.headers['content-type']).toMatch(/text\/html/);
    expect(renderer.text).not.toContain('renderEventShell');
  });

  it('answers 404 for a hashed file the build does not have, rather than the app’s page', async () => {
    const missing = await t.http.get('/assets/main-Old00000.js').expect(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('sends every page of the app with no-cache, so a new build reaches browsers at once', async () => {
    for (const path of ['/', '/p/someone', '/discover/featured']) {
      const page = await t.http.get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('<div id="root">');
    }
    const calendar = await t.http.get('/calendar/o/someone').expect(200);
    expect(calendar.headers['cache-control']).toBe('no-cache');
    expect(calendar.text).toContain('<div id="calendar">');
  });

  it('leaves the API as it is', async () => {
    const api = await t.http.get('/client_side_api/v1/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(api.headers['cache-control']).not.toBe('no-cache');
  });
});
