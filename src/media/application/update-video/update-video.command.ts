import { Command } from '@nestjs/cqrs';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import type { VideoInput } from '../video-details.service.js';

/** Change a video's details and thumbnail (the file stays); absent fields keep their values. */
export class UpdateVideoCommand extends Command<ManagedVideoDetail> {
  constructor(
    readonly ownerId: string,
    readonly userId: string,
    readonly videoId: string,
    readonly input: VideoInput,
  ) {
    super();
  }
}
