import { describe, expect, it } from 'vitest';
import { addCardReaderPath, ADDRESS_SEARCH_MIN_LENGTH, CARD_READER_COUNTRY, CARD_READER_TEXT, nextOption, payoutsPath, searchable } from './card-readers';

describe('card reader form rules', () => {
  it("carries seed 001's messages and constants from the API contract", () => {
    expect(CARD_READER_TEXT).toMatchObject({
      name: 'Please enter a card reader name',
      pairingCode: 'Please enter a valid pairing code',
      required: 'this field is required',
      specificAddress: 'Please enter a more specific address',
      address: 'Please enter a valid address',
      incomplete: 'Please fill in all the fields to save',
      added: 'Card reader added',
      failed: 'Failed to add card reader',
    });
    expect(ADDRESS_SEARCH_MIN_LENGTH).toBe(3);
    expect(CARD_READER_COUNTRY).toBe('US');
  });

  it('searches addresses from 3 characters, spaces not counted', () => {
    expect(searchable('35')).toBe(false);
    expect(searchable('  35  ')).toBe(false);
    expect(searchable('350')).toBe(true);
  });

  it('moves through the suggestions with the arrow keys, wrapping around', () => {
    expect(nextOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(2, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextOption(0, 3, 'ArrowUp')).toBe(2);
    expect(nextOption(1, 3, 'ArrowUp')).toBe(0);
    expect(nextOption(0, 0, 'ArrowDown')).toBe(-1);
  });

  it('goes back to the payouts page of the account', () => {
    expect(addCardReaderPath('riverside')).toBe('/manage/riverside/settings/payouts/add-card-reader');
    expect(payoutsPath('riverside')).toBe('/manage/riverside/settings/payouts');
  });
});
