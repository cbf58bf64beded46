import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { FileStorage } from './application/ports/file-storage.port.js';
import { LocalDiskFileStorage } from './infrastructure/local-disk-file-storage.adapter.js';
import { FileUploadsController } from './interface/http/file-uploads.controller.js';

@Module({
  controllers: [FileUploadsController],
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskFileStorage(config.dataDir) }],
})
export class MediaModule {}
