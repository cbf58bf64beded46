/** A venue as the payment provider records it (Stripe Terminal Location). */
export interface TerminalLocation {
  displayName: string;
  address: { line1: string; line2?: string; city: string; state: string; postalCode: string; country: string };
}

export interface ReaderRegistration {
  /** The code the reader shows for pairing (Stripe's registration code). */
  registrationCode: string;
  label: string;
  /** The provider's location id returned by `createLocation`. */
  locationId: string;
}

export interface RegisteredReader {
  readerId: string;
  serialNumber: string;
}

/** What a registration code the provider does not accept is answered with (seed 001 §5). */
export const INVALID_PAIRING_CODE = 'Please enter a valid pairing code';

/**
 * Port: registers an owner's card readers with the payment provider, on the owner's connected account
 * (`accountId`, e.g. Stripe `acct_…`). A refused registration code throws `invalid(INVALID_PAIRING_CODE)`.
 */
export abstract class CardReaderRegistry {
  /** Creates the venue on the connected account; answers the provider's location id. */
  abstract createLocation(accountId: string, location: TerminalLocation): Promise<string>;
  abstract registerReader(accountId: string, reader: ReaderRegistration): Promise<RegisteredReader>;
}
