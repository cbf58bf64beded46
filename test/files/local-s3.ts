import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/shared/config.js';

export interface LocalS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

/** An S3-compatible server on loopback (s3rver, files in a temp folder) with one empty bucket. */
export async function startLocalS3(bucket = 'limelight-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'limelight-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  (server as unknown as KoaApp).middleware.unshift(multipartListingAndAbort(server as unknown as KoaApp));
  const { port } = await server.run();
  return {
    // s3rver checks signatures against its fixed key pair.
    settings: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** What the multipart additions use of s3rver, a Koa application (untyped). */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
interface KoaApp {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}

/**
 * ListParts and AbortMultipartUpload, which s3rver lacks and tus's S3 store calls (to resume an upload and to
 * delete an unfinished one), answered from s3rver's own folder of the upload's parts.
 */
function multipartListingAndAbort(app: KoaApp): KoaApp['middleware'][number] {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [bucket, ...key] = ctx.path.slice(1).split('/');
    const folder = join(app.store.getResourcePath(bucket!, undefined, 'uploads'), uploadId);
    if (!(await stat(folder).catch(() => null))) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await readdir(folder)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const [size, md5] = await Promise.all([stat(join(folder, String(number))).then((info) => info.size), readFile(join(folder, `${number}.md5`), 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
