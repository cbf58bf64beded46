import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYOUT_MESSAGES } from '../../domain/payouts.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { DisconnectPaymentsCommand } from './disconnect-payments.command.js';

@CommandHandler(DisconnectPaymentsCommand)
export class DisconnectPaymentsHandler implements ICommandHandler<DisconnectPaymentsCommand> {
  constructor(private readonly connections: PaymentConnections) {}

  async execute({ ownerId }: DisconnectPaymentsCommand): Promise<{ message: string }> {
    await paymentConnectionOf(this.connections, ownerId);
    await this.connections.disconnect(ownerId);
    return { message: PAYOUT_MESSAGES.disconnected };
  }
}
