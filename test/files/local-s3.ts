import { mkdtemp, rm } from 'node:fs/promises';
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
