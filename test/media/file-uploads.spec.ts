import { rm } from 'node:fs/promises';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length, 1)]);

describe('file uploads', () => {
  let t: TestApp;
  let user: TestUser;
  const dataDir = `.data/test-uploads-${process.pid}`;
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    user = await signUpUser(t.http);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, filename: string) => t.http.post('/client_side_api/v1/file_uploads').set(bearer(user)).attach('file', bytes, filename);

  it('stores an image, answers its upload_identifier and serves it back with its real type', async () => {
    const bytes = png(2048);
    const response = await upload(bytes, 'poster.txt').expect(201);
    expect(response.body.upload_identifier).toMatch(/^[0-9a-f-]{36}$/);
    const served = await t.http.get(`/client_side_api/v1/file_uploads/${response.body.upload_identifier}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  it('accepts exactly 8388608 bytes and refuses one byte more', async () => {
    await upload(png(8_388_608), 'big.png').expect(201);
    const tooBig = await upload(png(8_388_609), 'big.png').expect(400);
    expect(tooBig.body).toEqual({ message: 'Please select an image smaller than 8MB' });
  });

  it('judges by content, not by name', async () => {
    const text = await upload(Buffer.from('just some text, not a picture'), 'holiday.png').expect(400);
    expect(text.body).toEqual({ message: 'Please select an image' });
    await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.bin').expect(201);
    const missing = await t.http.post('/client_side_api/v1/file_uploads').set(bearer(user)).field('note', 'no file').expect(400);
    expect(missing.body).toEqual({ message: 'Please select an image' });
  });

  it('needs a login to upload', async () => {
    await t.http.post('/client_side_api/v1/file_uploads').attach('file', png(100), 'a.png').expect(401);
  });
});
