import type { Principal } from '../../../shared/access.js';

export class GetBroadcastQuery {
  constructor(
    readonly id: string,
    readonly viewer: Principal | null,
  ) {}
}
