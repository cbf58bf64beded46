import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { VideoUploadRepository } from '../ports/video-upload-repository.port.js';
import { CreateVideoUploadCommand } from './create-video-upload.command.js';

@CommandHandler(CreateVideoUploadCommand)
export class CreateVideoUploadHandler implements ICommandHandler<CreateVideoUploadCommand> {
  constructor(private readonly uploads: VideoUploadRepository) {}

  async execute({ ownerId, userId }: CreateVideoUploadCommand): Promise<string> {
    const id = randomUUID();
    await this.uploads.add({ id, ownerId, createdBy: userId });
    return id;
  }
}
