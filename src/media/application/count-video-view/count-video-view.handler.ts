import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VideoEngagement } from '../ports/video-engagement.port.js';
import { VideoAccess } from '../video-access.service.js';
import { CountVideoViewCommand } from './count-video-view.command.js';

@CommandHandler(CountVideoViewCommand)
export class CountVideoViewHandler implements ICommandHandler<CountVideoViewCommand> {
  constructor(
    private readonly access: VideoAccess,
    private readonly engagement: VideoEngagement,
  ) {}

  async execute({ id, viewer }: CountVideoViewCommand): Promise<true> {
    const video = await this.access.watchable(id, viewer);
    await this.engagement.countView(video.id);
    return true;
  }
}
