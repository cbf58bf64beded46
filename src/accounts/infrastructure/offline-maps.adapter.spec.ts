import { chooseAddress } from '../domain/card-reader-rules.js';
import { OfflineMaps } from './offline-maps.adapter.js';

const maps = new OfflineMaps();
const addressOf = async (text: string) => {
  const [suggestion] = await maps.autocomplete(text);
  const place = await maps.place(suggestion!.placeId);
  return place && chooseAddress(place);
};

describe('offline maps (no maps key)', () => {
  it('offers the typed text as the one suggestion', async () => {
    expect(await maps.autocomplete('  350 5th Ave,  New York, NY 10118 ')).toEqual([{ description: '350 5th Ave, New York, NY 10118', placeId: expect.stringMatching(/^typed:/) }]);
  });

  it.each([
    ['350 5th Ave, New York, NY 10118', { address: '350 5th Ave', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118' }],
    ['1600 Amphitheatre Parkway, Mountain View, California 94043, USA', { address: '1600 Amphitheatre Parkway', city: 'Mountain View', state: 'California', stateCode: 'CA', zipcode: '94043' }],
    ['221B Baker St, Suite 4, Austin, tx, 78701-1234', { address: '221B Baker St', city: 'Austin', state: 'Texas', stateCode: 'TX', zipcode: '78701-1234' }],
  ])('reads %s', async (text, expected) => {
    expect(await addressOf(text)).toEqual({ ...expected, country: 'US', lat: null, long: null });
  });

  it.each(['New York, NY 10118', '350 5th Ave', '350 5th Ave, New York, NY', '350 5th Ave, New York, 10118', 'Main Street, Springfield, IL 62701'])('finds %s not specific enough', async (text) => {
    expect(await addressOf(text)).toBeNull();
  });

  it('knows no place id it did not make', async () => {
    expect(await maps.place('ChIJOwg_06VPwokRYv534QaPC8g')).toBeNull();
  });
});
