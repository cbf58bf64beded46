import { Command } from '@nestjs/cqrs';

/** Open a resumable video upload for an owner, sent by the calling user; answers its passthroughUuid. */
export class CreateVideoUploadCommand extends Command<string> {
  constructor(
    readonly ownerId: string,
    readonly userId: string,
  ) {
    super();
  }
}
