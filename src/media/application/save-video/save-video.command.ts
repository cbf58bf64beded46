import { Command } from '@nestjs/cqrs';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import type { VideoInput } from '../video-details.service.js';

/** Save a finished upload as a video of the owner's library (ready at once), with its thumbnail. */
export class SaveVideoCommand extends Command<ManagedVideoDetail> {
  constructor(
    readonly ownerId: string,
    /** The user saving it: the auto-generated thumbnail is stored as their upload. */
    readonly userId: string,
    /** The upload's passthroughUuid; absent when the form was sent without a finished upload. */
    readonly passthroughUuid: string | undefined,
    readonly input: VideoInput,
    /** Comma separated e-mail addresses credited on the new video: each is sent an invitation. */
    readonly collaboratorEmails?: string,
  ) {
    super();
  }
}
