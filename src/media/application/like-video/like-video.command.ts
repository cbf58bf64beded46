import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { LikeState } from '../video-view.js';

/** Like a video the viewer may watch (`like` true), or take the like back (false). */
export class LikeVideoCommand extends Command<LikeState> {
  constructor(
    readonly id: string,
    readonly viewer: Principal,
    readonly like: boolean,
  ) {
    super();
  }
}
