import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CardReaderRegistry } from '../../../checkout/contracts/card-reader-registry.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { ProfileDirectory } from '../../contracts/profile-directory.js';
import { CARD_READER_COUNTRY, locationProblems, type Location } from '../../domain/card-reader-rules.js';
import { connectedAccountOf } from '../card-reader-owner.js';
import { CardReaderRepository } from '../ports/card-reader-repository.port.js';
import { AddLocationCommand } from './add-location.command.js';

@CommandHandler(AddLocationCommand)
export class AddLocationHandler implements ICommandHandler<AddLocationCommand> {
  constructor(
    private readonly profiles: ProfileDirectory,
    private readonly registry: CardReaderRegistry,
    private readonly readers: CardReaderRepository,
  ) {}

  async execute({ ownerId, location: input }: AddLocationCommand): Promise<{ id: string }> {
    const problems = locationProblems(input);
    if (problems.length > 0) throw new ValidationFailed(problems);
    const account = await connectedAccountOf(this.profiles, ownerId);
    const text = (value: string | undefined) => (value ?? '').trim();
    const fields = {
      name: text(input.name),
      address: text(input.address),
      apartment: text(input.apartment),
      city: text(input.city),
      state: text(input.state),
      stateCode: text(input.stateCode).toUpperCase(),
      zipcode: text(input.zipcode),
    };
    const providerLocationId = await this.registry.createLocation(account, {
      displayName: fields.name,
      address: { line1: fields.address, line2: fields.apartment, city: fields.city, state: fields.stateCode, postalCode: fields.zipcode, country: CARD_READER_COUNTRY },
    });
    const location: Location = {
      id: randomUUID(),
      ownerId,
      ...fields,
      country: CARD_READER_COUNTRY,
      lat: finite(input.lat),
      long: finite(input.long),
      providerLocationId,
      createdAt: new Date(),
    };
    await this.readers.saveLocation(location);
    return { id: location.id };
  }
}

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
