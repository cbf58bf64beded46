import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CardReaderRegistry } from '../../../checkout/contracts/card-reader-registry.js';
import { notFound, ValidationFailed } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { ProfileDirectory } from '../../contracts/profile-directory.js';
import { CARD_READER_MESSAGES, cardReaderProblems, type CardReader } from '../../domain/card-reader-rules.js';
import type { CardReaderView } from '../account-views.js';
import { connectedAccountOf } from '../card-reader-owner.js';
import { CardReaderRepository } from '../ports/card-reader-repository.port.js';
import { AddCardReaderCommand } from './add-card-reader.command.js';

@CommandHandler(AddCardReaderCommand)
export class AddCardReaderHandler implements ICommandHandler<AddCardReaderCommand> {
  constructor(
    private readonly profiles: ProfileDirectory,
    private readonly registry: CardReaderRegistry,
    private readonly readers: CardReaderRepository,
  ) {}

  async execute({ ownerId, input }: AddCardReaderCommand): Promise<Omit<CardReaderView, 'stripeReaderId'>> {
    const problems = cardReaderProblems(input);
    if (problems.length > 0) throw new ValidationFailed(problems);
    const account = await connectedAccountOf(this.profiles, ownerId);
    const location = input.locationId && isUuid(input.locationId) ? await this.readers.locationOf(ownerId, input.locationId) : null;
    if (!location) throw notFound(CARD_READER_MESSAGES.locationNotFound);
    const name = input.name!.trim();
    // The provider refuses a code it does not know with the pairing-code message.
    const registered = await this.registry.registerReader(account, { registrationCode: input.pairingCode!.trim(), label: name, locationId: location.providerLocationId });
    const reader: CardReader = {
      id: randomUUID(),
      ownerId,
      locationId: location.id,
      name,
      stripeReaderId: registered.readerId,
      stripeSerialNumber: registered.serialNumber,
      createdAt: new Date(),
    };
    await this.readers.saveReader(reader);
    return { id: reader.id, name: reader.name, stripeSerialNumber: reader.stripeSerialNumber };
  }
}
