import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYOUT_MESSAGES } from '../../domain/payouts.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { UpdatePayoutSettingsCommand } from './update-payout-settings.command.js';

@CommandHandler(UpdatePayoutSettingsCommand)
export class UpdatePayoutSettingsHandler implements ICommandHandler<UpdatePayoutSettingsCommand> {
  constructor(private readonly connections: PaymentConnections) {}

  async execute({ ownerId, currency }: UpdatePayoutSettingsCommand): Promise<{ message: string }> {
    await paymentConnectionOf(this.connections, ownerId);
    await this.connections.setCurrency(ownerId, currency);
    return { message: PAYOUT_MESSAGES.settingsUpdated };
  }
}
