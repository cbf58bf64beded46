import express from 'express';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../src/shared/files/file-storage.port.js';
import { LocalDiskFileStorage } from '../../src/shared/files/local-disk-file-storage.adapter.js';
import { sendStoredFile } from '../../src/shared/files/send-stored-file.js';

/** The local disk store, keeping each stream it opens so that the test can see whether it was closed. */
class WatchedStorage extends LocalDiskFileStorage {
  readonly opened: Readable[] = [];

  override async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const body = await super.read(key, range);
    if (body) this.opened.push(body);
    return body;
  }
}

/** A video element drops range requests all the time: however early the viewer goes away, the stored file is closed. */
describe('sending a stored file to a client that goes away', () => {
  let root: string;
  let storage: WatchedStorage;
  let server: http.Server;
  let port: number;
  /** What each request does before the file is sent, and the end of its handling. */
  let beforeSending: (response: express.Response) => Promise<void>;
  let handled: Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'limelight-send-file-'));
    storage = new WatchedStorage(root);
    await storage.put('videos/clip.mp4', Buffer.alloc(8 * 1024 * 1024, 7), 'video/mp4');
    const app = express();
    app.get('/file', (request, response) => {
      handled = beforeSending(response).then(async () => void (await sendStoredFile(storage, 'videos/clip.mp4', request, response)));
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  /** Asks for the file from byte 100, and goes away once `leave` resolves. */
  const request = (leave: (client: http.ClientRequest) => Promise<void>) => {
    const client = http.get({ port, host: '127.0.0.1', path: '/file', headers: { Range: 'bytes=100-' } });
    client.on('error', () => undefined);
    return leave(client).then(() => client.destroy());
  };

  it('closes the file when the client is gone before it is sent', async () => {
    const arrived = new Promise<void>((resolve) => {
      beforeSending = async (response) => {
        const gone = once(response, 'close');
        resolve();
        await gone;
      };
    });
    const opened = storage.opened.length;
    await request(() => arrived);
    await handled;
    expect(storage.opened).toHaveLength(opened + 1);
    expect(storage.opened.at(-1)!.destroyed).toBe(true);
  });

  it('closes the file when the client goes away mid-file', async () => {
    beforeSending = async () => undefined;
    const opened = storage.opened.length;
    await request((client) => new Promise((resolve) => client.on('response', (response) => response.once('data', () => resolve()))));
    await handled;
    expect(storage.opened).toHaveLength(opened + 1);
    expect(storage.opened.at(-1)!.destroyed).toBe(true);
  });
});
