import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { invalid } from '../../../shared/errors.js';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { detectImageType, UPLOAD_MESSAGES } from '../../domain/image-upload.js';
import { UploadRepository } from '../ports/upload-repository.port.js';
import { UploadImageCommand } from './upload-image.command.js';

@CommandHandler(UploadImageCommand)
export class UploadImageHandler implements ICommandHandler<UploadImageCommand> {
  constructor(
    private readonly files: FileStorage,
    private readonly uploads: UploadRepository,
  ) {}

  async execute({ uploaderId, bytes }: UploadImageCommand): Promise<string> {
    const contentType = bytes ? detectImageType(bytes) : null;
    if (!bytes || !contentType) throw invalid(UPLOAD_MESSAGES.notAnImage);
    const id = randomUUID();
    const storageKey = `uploads/${id}`;
    await this.files.put(storageKey, bytes, contentType);
    await this.uploads.add({ id, uploaderId, contentType, byteSize: bytes.length, storageKey });
    return id;
  }
}
