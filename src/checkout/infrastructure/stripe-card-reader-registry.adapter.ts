import Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import { invalid } from '../../shared/errors.js';
import { CardReaderRegistry, INVALID_PAIRING_CODE, type ReaderRegistration, type RegisteredReader, type TerminalLocation } from '../contracts/card-reader-registry.js';
import { stripeClient } from './stripe-client.js';

/** Stripe Terminal behind the registry port: locations and readers live on the owner's connected account. */
export class StripeCardReaderRegistry extends CardReaderRegistry {
  private readonly stripe: Stripe;

  constructor(settings: NonNullable<AppConfig['stripe']>) {
    super();
    this.stripe = stripeClient(settings);
  }

  async createLocation(accountId: string, location: TerminalLocation): Promise<string> {
    const { address } = location;
    const created = await this.stripe.terminal.locations.create(
      {
        display_name: location.displayName,
        address: { line1: address.line1, ...(address.line2 ? { line2: address.line2 } : {}), city: address.city, state: address.state, postal_code: address.postalCode, country: address.country },
      },
      { stripeAccount: accountId },
    );
    return created.id;
  }

  async registerReader(accountId: string, reader: ReaderRegistration): Promise<RegisteredReader> {
    try {
      const created = await this.stripe.terminal.readers.create(
        { registration_code: reader.registrationCode, label: reader.label, location: reader.locationId },
        { stripeAccount: accountId },
      );
      return { readerId: created.id, serialNumber: created.serial_number };
    } catch (error) {
      // Stripe names the field it refuses: an unknown or used registration code is the user's to retype.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'registration_code') throw invalid(INVALID_PAIRING_CODE);
      throw error;
    }
  }
}
