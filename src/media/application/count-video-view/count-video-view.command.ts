import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';

/** Count one view of a video the viewer may watch (the player counts one when playback starts). */
export class CountVideoViewCommand extends Command<true> {
  constructor(
    readonly id: string,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
