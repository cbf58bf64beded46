import { rm } from 'node:fs/promises';
import { S3FileStorage } from '../../src/shared/files/s3-file-storage.adapter.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { startLocalS3, type LocalS3 } from '../files/local-s3.js';

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

  it("answers 'File not found' for an identifier that names no upload", async () => {
    const missing = await t.http.get('/client_side_api/v1/file_uploads/4f1b8c52-0000-4000-8000-000000000000').expect(404);
    expect(missing.body).toEqual({ message: 'File not found' });
  });

  describe('byte ranges', () => {
    const bytes = Buffer.concat([PNG_HEADER, Buffer.from(Array.from({ length: 2040 }, (_, i) => i % 256))]);
    let url: string;
    beforeAll(async () => {
      url = `/client_side_api/v1/file_uploads/${(await upload(bytes, 'clip.png').expect(201)).body.upload_identifier}`;
    });
    const get = (range?: string) => {
      const call = t.http.get(url).responseType('blob');
      return range ? call.set('Range', range) : call;
    };

    it('says it takes ranges and sends the whole file without one', async () => {
      const whole = await get().expect(200);
      expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': '2048', 'content-type': 'image/png' });
      expect(whole.body).toEqual(bytes);
    });

    it('sends the bytes asked for: start-end, open-ended and suffix, with Content-Range and the content type', async () => {
      for (const [range, start, end] of [
        ['bytes=0-99', 0, 99],
        ['bytes=2000-', 2000, 2047],
        ['bytes=-8', 2040, 2047],
        ['bytes=1000-5000', 1000, 2047],
      ] as const) {
        const part = await get(range).expect(206);
        expect(part.headers).toMatchObject({ 'content-range': `bytes ${start}-${end}/2048`, 'content-length': String(end - start + 1), 'content-type': 'image/png', 'accept-ranges': 'bytes' });
        expect(part.body).toEqual(bytes.subarray(start, end + 1));
      }
    });

    it('answers 416 with the size for a range past the end', async () => {
      const refused = await get('bytes=2048-').expect(416);
      expect(refused.headers['content-range']).toBe('bytes */2048');
      await get('bytes=-0').expect(416);
    });

    it('sends the whole file for a range it does not serve (several ranges, another unit, nonsense)', async () => {
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-3', 'bytes=abc']) {
        expect((await get(range).expect(200)).body).toEqual(bytes);
      }
    });

    it('answers HEAD with the size and no body', async () => {
      const head = await t.http.head(url).set('Range', 'bytes=0-9').expect(206);
      expect(head.headers).toMatchObject({ 'content-length': '10', 'content-range': 'bytes 0-9/2048' });
    });
  });
});

describe('file uploads kept in S3 (S3_BUCKET configured)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestApp({ s3: s3.settings });
    user = await signUpUser(t.http);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('stores the upload as an object of the bucket and serves it from there, ranges included', async () => {
    const bytes = png(4096);
    const id = (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(user)).attach('file', bytes, 'poster.png').expect(201)).body.upload_identifier;
    const bucket = new S3FileStorage(s3.settings);
    expect(await bucket.stat(`uploads/${id}`)).toEqual({ size: 4096, contentType: 'image/png' });
    await bucket.close();
    const served = await t.http.get(`/client_side_api/v1/file_uploads/${id}`).responseType('blob').expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).toEqual(bytes);
    const part = await t.http.get(`/client_side_api/v1/file_uploads/${id}`).set('Range', 'bytes=-4').responseType('blob').expect(206);
    expect(part.headers['content-range']).toBe('bytes 4092-4095/4096');
    expect(part.body).toEqual(bytes.subarray(4092));
  });
});
