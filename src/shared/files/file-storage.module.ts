import type { Provider } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { FileStorage } from './file-storage.port.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.adapter.js';
import { S3FileStorage } from './s3-file-storage.adapter.js';

/** S3 (or MinIO) when S3_BUCKET is configured, so every process sees the same files; otherwise local disk. */
export function createFileStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  const local = new LocalDiskFileStorage(join(config.dataDir, 'files'));
  local.adoptLegacyUploads(join(config.dataDir, 'uploads'));
  return local;
}

/** The FileStorage for Nest: the port class is the injection token; Nest closes it on shutdown. */
export function fileStorageProvider(config: Pick<AppConfig, 's3' | 'dataDir'>): Provider {
  return { provide: FileStorage, useFactory: () => createFileStorage(config) };
}
