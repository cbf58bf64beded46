import type { BroadcastKind } from '../../domain/broadcast.js';
import type { Visibility } from '../../domain/video-library.js';

export interface BroadcastInput {
  kind: BroadcastKind;
  externalUrl?: string | null;
  recordingVisibility?: Visibility;
  recordingTierIds?: string[];
}

/** Creates or changes the broadcast of an online date of the event. */
export class SetBroadcastCommand {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
    readonly input: BroadcastInput,
  ) {}
}
