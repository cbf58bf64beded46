import { Command } from '@nestjs/cqrs';

/** Delete a video: its row, its file, and its thumbnail when it was generated. */
export class DeleteVideoCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly videoId: string,
  ) {
    super();
  }
}
