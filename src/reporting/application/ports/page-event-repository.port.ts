import type { PageEvent } from '../../domain/tracking.js';

/** Port: the first-party page events of event pages and checkout (written by the tracking call; never rebuilt). */
export abstract class PageEventRepository {
  abstract add(event: PageEvent): Promise<void>;
}
