import { CARD_READER_MESSAGES, cardReaderProblems, chooseAddress, locationProblems, type AddressComponent, type Place } from './card-reader-rules.js';

const c = (longName: string, shortName: string, ...types: string[]): AddressComponent => ({ longName, shortName, types });

const empireState: AddressComponent[] = [
  c('350', '350', 'street_number'),
  c('5th Avenue', '5th Ave', 'route'),
  c('Manhattan', 'Manhattan', 'sublocality_level_1', 'sublocality', 'political'),
  c('New York', 'New York', 'locality', 'political'),
  c('New York County', 'New York County', 'administrative_area_level_2', 'political'),
  c('New York', 'NY', 'administrative_area_level_1', 'political'),
  c('United States', 'US', 'country', 'political'),
  c('10118', '10118', 'postal_code'),
];
const place = (components: AddressComponent[]): Place => ({ addressComponents: components, lat: 40.7484, long: -73.9857 });
const without = (type: string) => empireState.filter((part) => !part.types.includes(type));

describe('card reader address rule', () => {
  it('maps a full address to the form fields, country fixed US', () => {
    expect(chooseAddress(place(empireState))).toEqual({
      address: '350 5th Avenue',
      city: 'New York',
      state: 'New York',
      stateCode: 'NY',
      zipcode: '10118',
      country: 'US',
      lat: 40.7484,
      long: -73.9857,
    });
  });

  it('takes the sublocality as the city when there is no locality (Brooklyn)', () => {
    const brooklyn = [c('1000', '1000', 'street_number'), c('Dean Street', 'Dean St', 'route'), c('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality'), c('New York', 'NY', 'administrative_area_level_1'), c('11238', '11238', 'postal_code')];
    expect(chooseAddress(place(brooklyn))).toMatchObject({ address: '1000 Dean Street', city: 'Brooklyn', stateCode: 'NY', zipcode: '11238' });
  });

  it.each(['street_number', 'route', 'administrative_area_level_1', 'postal_code'])('is not specific enough without %s', (type) => {
    expect(chooseAddress(place(without(type)))).toBeNull();
  });

  it('is not specific enough without a city or a sublocality', () => {
    expect(chooseAddress(place(empireState.filter((part) => !part.types.includes('locality') && !part.types.includes('sublocality'))))).toBeNull();
  });

  it('is not specific enough for a city alone', () => {
    expect(chooseAddress(place([c('New York', 'New York', 'locality'), c('New York', 'NY', 'administrative_area_level_1'), c('United States', 'US', 'country')]))).toBeNull();
  });
});

describe('card reader form rules', () => {
  const location = { name: 'Riverside Hall', address: '350 5th Avenue', apartment: 'Suite 300', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US' };

  it('accepts a complete location', () => {
    expect(locationProblems(location)).toEqual([]);
  });

  it('requires the venue name and the apartment', () => {
    expect(locationProblems({ ...location, name: ' ', apartment: undefined })).toEqual([
      { field: 'name', message: CARD_READER_MESSAGES.required },
      { field: 'apartment', message: CARD_READER_MESSAGES.required },
    ]);
  });

  it('answers a missing address field or another country with the valid-address message', () => {
    expect(locationProblems({ ...location, zipcode: '' })).toEqual([{ field: 'address', message: 'Please enter a valid address' }]);
    expect(locationProblems({ ...location, country: 'CA' })).toEqual([{ field: 'address', message: 'Please enter a valid address' }]);
  });

  it('requires a reader name and a pairing code', () => {
    expect(cardReaderProblems({ name: 'Front desk', pairingCode: 'simulated-wpe' })).toEqual([]);
    expect(cardReaderProblems({ name: '', pairingCode: '  ' }).map((p) => p.message)).toEqual(['Please enter a card reader name', 'Please enter a valid pairing code']);
  });
});
