import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetUploadHandler } from './application/get-upload/get-upload.handler.js';
import { ListPublicVideosHandler } from './application/list-public-videos/list-public-videos.handler.js';
import { MediaQueries } from './application/ports/media-queries.port.js';
import { UploadRepository } from './application/ports/upload-repository.port.js';
import { MediaPublicVideos } from './application/public-videos.service.js';
import { UploadImageHandler } from './application/upload-image/upload-image.handler.js';
import { PublicVideos } from './contracts/public-videos.js';
import { UploadedImages } from './contracts/uploads.js';
import { MediaUploadedImages } from './application/uploaded-images.service.js';
import { MikroOrmUploadRepository } from './infrastructure/mikro-orm-upload-repository.adapter.js';
import { PostgresMediaQueries } from './infrastructure/postgres-media-queries.adapter.js';
import { FileUploadsController } from './interface/http/file-uploads.controller.js';
import { VideosController } from './interface/http/videos.controller.js';

/**
 * Uploaded images (their bytes live in the file port: local disk or S3) and videos. Global, so other
 * contexts reach UploadedImages and PublicVideos through the contracts.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [FileUploadsController, VideosController],
  providers: [
    { provide: UploadRepository, useClass: MikroOrmUploadRepository },
    { provide: MediaQueries, useClass: PostgresMediaQueries },
    UploadImageHandler,
    GetUploadHandler,
    ListPublicVideosHandler,
    { provide: UploadedImages, useClass: MediaUploadedImages },
    { provide: PublicVideos, useClass: MediaPublicVideos },
  ],
  exports: [UploadedImages, PublicVideos],
})
export class MediaModule {}
