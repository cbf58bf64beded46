import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetUploadHandler } from './application/get-upload/get-upload.handler.js';
import { UploadRepository } from './application/ports/upload-repository.port.js';
import { UploadImageHandler } from './application/upload-image/upload-image.handler.js';
import { UploadedImages } from './contracts/uploads.js';
import { MediaUploadedImages } from './application/uploaded-images.service.js';
import { MikroOrmUploadRepository } from './infrastructure/mikro-orm-upload-repository.adapter.js';
import { FileUploadsController } from './interface/http/file-uploads.controller.js';

/** Uploaded images; their bytes live in the file port (local disk or S3). Global, so other contexts reach UploadedImages through the contract. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [FileUploadsController],
  providers: [{ provide: UploadRepository, useClass: MikroOrmUploadRepository }, UploadImageHandler, GetUploadHandler, { provide: UploadedImages, useClass: MediaUploadedImages }],
  exports: [UploadedImages],
})
export class MediaModule {}
