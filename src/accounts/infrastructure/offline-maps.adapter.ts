import { Maps, type PlaceSuggestion } from '../application/ports/maps.port.js';
import type { AddressComponent, Place } from '../domain/card-reader-rules.js';

const STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', PR: 'Puerto Rico', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
const STATE_BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));
const COUNTRY = /^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i;
const ZIP = /(?:^|\s)(\d{5}(?:-\d{4})?)$/;
const STREET = /^(\d+[a-z]?(?:[-/]\d+[a-z]?)?)\s+(.+)$/i;
const PREFIX = 'typed:';

const component = (longName: string, shortName: string, type: string): AddressComponent => ({ longName, shortName, types: [type] });

/**
 * Reads a US address typed on one line, in the usual order with commas ('350 5th Ave, New York, NY 10118'),
 * into the parts a maps provider would give; whatever it cannot place is left out.
 */
export function readUsAddress(text: string): AddressComponent[] {
  const parts = text.split(',').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
  const found: AddressComponent[] = [];
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  const zip = parts.length > 1 ? ZIP.exec(parts.at(-1)!) : null;
  if (zip) {
    found.push(component(zip[1]!, zip[1]!, 'postal_code'));
    const rest = parts.pop()!.slice(0, zip.index).trim();
    if (rest) parts.push(rest);
  }
  const last = parts.length > 1 ? parts.at(-1)! : '';
  const stateCode = STATES[last.toUpperCase()] ? last.toUpperCase() : STATE_BY_NAME.get(last.toLowerCase());
  if (stateCode) {
    parts.pop();
    found.push(component(STATES[stateCode]!, stateCode, 'administrative_area_level_1'));
  }
  const street = parts.length > 0 ? STREET.exec(parts[0]!) : null;
  if (street) {
    parts.shift();
    found.push(component(street[1]!, street[1]!, 'street_number'), component(street[2]!, street[2]!, 'route'));
  }
  // What is left between the street and the state: a unit line perhaps, then the city.
  if (parts.length > 0 && (street || stateCode)) found.push(component(parts.at(-1)!, parts.at(-1)!, 'locality'));
  found.push(component('United States', 'US', 'country'));
  return found;
}

/** Without a maps key: the typed address is its own suggestion, read into parts when chosen (no coordinates). */
export class OfflineMaps extends Maps {
  async autocomplete(input: string): Promise<PlaceSuggestion[]> {
    const text = input.trim().replace(/\s+/g, ' ');
    return text ? [{ description: text, placeId: PREFIX + Buffer.from(text).toString('base64url') }] : [];
  }

  async place(placeId: string): Promise<Place | null> {
    if (!placeId.startsWith(PREFIX)) return null;
    const text = Buffer.from(placeId.slice(PREFIX.length), 'base64url').toString('utf8').trim();
    return text ? { addressComponents: readUsAddress(text), lat: null, long: null } : null;
  }
}
