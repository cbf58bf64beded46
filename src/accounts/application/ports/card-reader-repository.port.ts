import type { CardReader, Location } from '../../domain/card-reader-rules.js';

/** Port: the owners' venues (locations) and the card readers registered at them. */
export abstract class CardReaderRepository {
  abstract saveLocation(location: Location): Promise<void>;
  /** The owner's location; null for another owner's or a missing one. */
  abstract locationOf(ownerId: string, locationId: string): Promise<Location | null>;
  abstract saveReader(reader: CardReader): Promise<void>;
}
