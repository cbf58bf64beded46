import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/config.js';
import { LiveFiles } from '../application/ports/live-files.port.js';

/** The ingest's ffmpeg writes each live broadcast's playlist and segments under `<dataDir>/live/{broadcastId}/`. */
@Injectable()
export class DiskLiveFiles extends LiveFiles {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async read(broadcastId: string, file: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.config.dataDir, 'live', broadcastId, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
