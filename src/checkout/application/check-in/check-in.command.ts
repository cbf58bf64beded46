import { Command } from '@nestjs/cqrs';

export interface CheckedIn {
  id: string;
  firstName: string;
  lastName: string;
  ticket: string;
  eventId: string;
  status: 'checked_in';
  checkedInAt: string;
}

/** Admit the holder of a scanned ticket code, once. */
export class CheckInCommand extends Command<CheckedIn> {
  constructor(readonly code: string) {
    super();
  }
}
