import { Command } from '@nestjs/cqrs';
import type { AccessSetting } from '../../domain/event-rules.js';
import type { TeachingView } from '../teaching-view.js';

export interface TeachingInput {
  profileId: string;
  /** The role, from the seeds' list. */
  name: string;
  canManage: boolean;
  accessSetting: AccessSetting;
}

/** Adds a person or organization to the event's team. */
export class AddTeachingCommand extends Command<TeachingView> {
  constructor(
    readonly eventId: string,
    readonly teaching: TeachingInput,
  ) {
    super();
  }
}
