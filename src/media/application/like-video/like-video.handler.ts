import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VideoEngagement } from '../ports/video-engagement.port.js';
import { VideoAccess } from '../video-access.service.js';
import type { LikeState } from '../video-view.js';
import { LikeVideoCommand } from './like-video.command.js';

@CommandHandler(LikeVideoCommand)
export class LikeVideoHandler implements ICommandHandler<LikeVideoCommand> {
  constructor(
    private readonly access: VideoAccess,
    private readonly engagement: VideoEngagement,
  ) {}

  async execute({ id, viewer, like }: LikeVideoCommand): Promise<LikeState> {
    if (!like) {
      // Taking a like back needs only the video: a former member may still undo theirs.
      const { video } = await this.access.find(id, viewer);
      return this.engagement.unlike(video.id, viewer.userId);
    }
    const video = await this.access.watchable(id, viewer);
    return this.engagement.like(video.id, viewer.userId);
  }
}
