import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';

/** Where a video's bytes are stored, for a viewer who may watch it. */
export interface VideoFile {
  fileKey: string;
  contentType: string | null;
}

export class GetVideoFileQuery extends Query<VideoFile> {
  constructor(
    readonly id: string,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
