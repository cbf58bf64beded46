import { Command } from '@nestjs/cqrs';

/** Keep an image (checked by its bytes) and answer the identifier to refer to it by. */
export class UploadImageCommand extends Command<string> {
  constructor(
    readonly uploaderId: string,
    /** The sent file's bytes; null when no file was sent. */
    readonly bytes: Buffer | null,
  ) {
    super();
  }
}
