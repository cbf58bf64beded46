import {
  Catch,
  Controller,
  Get,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type {} from 'multer';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { notFound } from '../../../shared/errors.js';
import { Authenticated, CurrentPrincipal } from '../../../shared/http/auth.js';
import type { Principal } from '../../../shared/access.js';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { sendStoredFile } from '../../../shared/files/send-stored-file.js';
import { GetUploadQuery } from '../../application/get-upload/get-upload.query.js';
import { UploadImageCommand } from '../../application/upload-image/upload-image.command.js';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../domain/image-upload.js';

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
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: FileStorage,
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
    return { upload_identifier: await this.commands.execute(new UploadImageCommand(principal.userId, file?.buffer ?? null)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'The uploaded file, whole or one byte range', operationId: 'getUploadedFile' })
  @ApiHeader({ name: 'Range', required: false, description: 'One byte range, e.g. `bytes=0-1023`, `bytes=1024-` or `bytes=-512`' })
  @ApiOkResponse({ description: 'The file, with the content type it was accepted with' })
  @ApiResponse({ status: 206, description: 'The requested byte range (Content-Range tells which)' })
  @ApiResponse({ status: 416, description: 'The range lies past the end of the file' })
  @ApiNotFoundResponse({ type: MessageResponse })
  async file(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const upload = await this.queries.execute(new GetUploadQuery(id));
    const sent = await sendStoredFile(this.files, upload.storageKey, request, response, { contentType: upload.contentType, cacheControl: 'public, max-age=31536000, immutable' });
    if (!sent) throw notFound(UPLOAD_MESSAGES.notFound);
  }
}
