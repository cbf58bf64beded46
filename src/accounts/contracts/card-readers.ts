/** A card reader registered by an owner, as other contexts (terminal sales) may know it. */
export interface CardReaderSummary {
  id: string;
  name: string;
  /** The provider's reader id (Stripe `tmr_…`) that payments are sent to. */
  stripeReaderId: string;
}

/** The accounts context answers which readers an owner has registered. */
export abstract class CardReaderDirectory {
  /** The owner's reader, or null when the owner has no reader with this id. */
  abstract readerOf(ownerId: string, readerId: string): Promise<CardReaderSummary | null>;
  /** The owner's readers, oldest first (the box office chooses one). */
  abstract readersOf(ownerId: string): Promise<CardReaderSummary[]>;
}
