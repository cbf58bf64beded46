import { Command } from '@nestjs/cqrs';

/** Forgets the owner's payment account: paid tickets stop selling until one is connected again. */
export class DisconnectPaymentsCommand extends Command<{ message: string }> {
  constructor(readonly ownerId: string) {
    super();
  }
}
