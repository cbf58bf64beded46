/**
 * Card readers (seed 001 §5 'Card reader'): a reader is registered at a venue (a location) in the US,
 * whose address comes from the address search and must be specific enough for the payment provider.
 */

export const CARD_READER_MESSAGES = {
  name: 'Please enter a card reader name',
  pairingCode: 'Please enter a valid pairing code',
  required: 'this field is required',
  specificAddress: 'Please enter a more specific address',
  address: 'Please enter a valid address',
  incomplete: 'Please fill in all the fields to save',
  notConnected: 'Please connect a Stripe account before adding a card reader',
  locationNotFound: 'Location not found',
  tooManySearches: 'Too many address searches, please wait a minute and try again',
} as const;

/** Card readers are sold and registered for the US only (seed 001 §9). */
export const CARD_READER_COUNTRY = 'US';
/** The address search starts at this many characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const TEXT_MAX_LENGTH = 255;

/** One part of a found address, as the maps provider names it (Google's address component). */
export interface AddressComponent {
  longName: string;
  shortName: string;
  types: string[];
}

export interface Place {
  addressComponents: AddressComponent[];
  lat: number | null;
  long: number | null;
}

/** The parts of an address the card reader form shows and sends back. */
export interface ChosenAddress {
  address: string;
  city: string;
  state: string;
  stateCode: string;
  zipcode: string;
  country: typeof CARD_READER_COUNTRY;
  lat: number | null;
  long: number | null;
}

/** A venue where readers are registered; `providerLocationId` is the payment provider's (Stripe `tml_…`). */
export interface Location extends ChosenAddress {
  id: string;
  ownerId: string;
  name: string;
  apartment: string;
  providerLocationId: string;
  createdAt: Date;
}

export interface CardReader {
  id: string;
  ownerId: string;
  locationId: string;
  name: string;
  /** The provider's reader id (Stripe `tmr_…`) and the device's serial number. */
  stripeReaderId: string;
  stripeSerialNumber: string;
  createdAt: Date;
}

const part = (place: Place, type: string) => place.addressComponents.find((component) => component.types.includes(type));

/**
 * The address of a chosen place, or null when it is not specific enough: it must name a street number,
 * a street, a city (or a sublocality, as New York's boroughs are given), a state and a postal code.
 */
export function chooseAddress(place: Place): ChosenAddress | null {
  const streetNumber = part(place, 'street_number');
  const route = part(place, 'route');
  const city = part(place, 'locality') ?? part(place, 'sublocality') ?? part(place, 'sublocality_level_1');
  const state = part(place, 'administrative_area_level_1');
  const zipcode = part(place, 'postal_code');
  if (!streetNumber || !route || !city || !state || !zipcode) return null;
  return {
    address: `${streetNumber.longName} ${route.longName}`,
    city: city.longName,
    state: state.longName,
    stateCode: state.shortName,
    zipcode: zipcode.longName,
    country: CARD_READER_COUNTRY,
    lat: place.lat,
    long: place.long,
  };
}

export interface LocationInput {
  name?: string;
  address?: string;
  apartment?: string;
  city?: string;
  state?: string;
  stateCode?: string;
  zipcode?: string;
  country?: string;
  lat?: number | null;
  long?: number | null;
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const tooLong = (value: string | undefined) => (value ?? '').trim().length > TEXT_MAX_LENGTH;

/** The problems of a location as the form sends it, each with the seeds' message (none when it may be saved). */
export function locationProblems(input: LocationInput): { message: string; field: string }[] {
  const problems: { message: string; field: string }[] = [];
  for (const field of ['name', 'apartment'] as const) {
    if (blank(input[field]) || tooLong(input[field])) problems.push({ field, message: CARD_READER_MESSAGES.required });
  }
  const addressFields = ['address', 'city', 'state', 'stateCode', 'zipcode'] as const;
  const country = input.country?.trim().toUpperCase();
  if (addressFields.some((field) => blank(input[field]) || tooLong(input[field])) || (country !== undefined && country !== CARD_READER_COUNTRY)) {
    problems.push({ field: 'address', message: CARD_READER_MESSAGES.address });
  }
  return problems;
}

export interface CardReaderInput {
  name?: string;
  pairingCode?: string;
}

/** The problems of the reader's own fields (name and pairing code). */
export function cardReaderProblems(input: CardReaderInput): { message: string; field: string }[] {
  const problems: { message: string; field: string }[] = [];
  if (blank(input.name) || tooLong(input.name)) problems.push({ field: 'name', message: CARD_READER_MESSAGES.name });
  if (blank(input.pairingCode) || tooLong(input.pairingCode)) problems.push({ field: 'pairingCode', message: CARD_READER_MESSAGES.pairingCode });
  return problems;
}
