import { EntityManager } from '@mikro-orm/postgresql';
import {
  Catch,
  Controller,
  Get,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  PayloadTooLargeException,
  Post,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {} from 'multer';
import { randomUUID } from 'node:crypto';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ApiError, notFound } from '../../../shared/http/api-errors.js';
import { Authenticated, CurrentPrincipal, type Principal } from '../../../shared/http/auth.js';
import { FileStorage } from '../../application/ports/file-storage.port.js';
import { detectImageType, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../domain/image-upload.js';
import { FileUploadEntity } from '../../infrastructure/file-upload.entity.js';

export class FileUploadResponse {
  @ApiProperty({ format: 'uuid', description: 'Refer to the file by this identifier (poster, images, avatars)' }) upload_identifier!: string;
}

/** Multer stops reading past the limit; the seeds' message, not the framework's. */
@Catch(PayloadTooLargeException)
class TooLargeFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(HttpStatus.BAD_REQUEST).json({ message: UPLOAD_MESSAGES.tooLarge });
  }
}

@ApiTags('uploads')
@Controller('client_side_api/v1/file_uploads')
export class FileUploadsController {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  @Post()
  @Authenticated()
  @UseFilters(TooLargeFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  @ApiOperation({ summary: 'Upload an image (at most 8 MB; checked by content)', operationId: 'uploadFile' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  @ApiCreatedResponse({ type: FileUploadResponse })
  @ApiBadRequestResponse({ type: MessageResponse, description: "'Please select an image' or 'Please select an image smaller than 8MB'" })
  async upload(@CurrentPrincipal() principal: Principal, @UploadedFile() file: Express.Multer.File | undefined): Promise<FileUploadResponse> {
    const contentType = file ? detectImageType(file.buffer) : null;
    if (!file || !contentType) throw new ApiError(HttpStatus.BAD_REQUEST, UPLOAD_MESSAGES.notAnImage);
    const id = randomUUID();
    await this.storage.put(id, file.buffer, contentType);
    const em = this.em.fork();
    em.create(FileUploadEntity, { id, uploaderId: principal.userId, contentType, byteSize: file.size, storageKey: id });
    await em.flush();
    return { upload_identifier: id };
  }

  @Get(':id')
  @ApiOperation({ summary: 'The uploaded file', operationId: 'getUploadedFile' })
  @ApiOkResponse({ description: 'The image bytes' })
  @ApiNotFoundResponse({ type: MessageResponse })
  async file(@Param('id', ParseUUIDPipe) id: string, @Res() response: Response): Promise<void> {
    const upload = await this.em.fork().findOne(FileUploadEntity, { id });
    const bytes = upload ? await this.storage.get(upload.storageKey) : null;
    if (!upload || !bytes) throw notFound('File not found');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.type(upload.contentType).send(bytes);
  }
}
