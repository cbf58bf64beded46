import type { Principal } from '../../../shared/access.js';

/** An HLS file of a live broadcast, as its signed URL names it. */
export class GetBroadcastFileQuery {
  constructor(
    readonly id: string,
    readonly file: string,
    readonly expires: string | undefined,
    readonly signature: string | undefined,
    readonly viewer: Principal | null,
  ) {}
}

export interface BroadcastFile {
  contentType: string;
  body: Buffer | string;
}
