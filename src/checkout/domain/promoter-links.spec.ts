import { creditedPromoter, promoterCookie, type Promoter } from './promoter-links.js';

const sam: Promoter = { id: 'p-sam', username: 'sam', name: 'Sam Rivera', type: 'User' };

describe('promoter links', () => {
  it('names the cookie after the event', () => {
    expect(promoterCookie('5b0c8f7e-4f6a-4c59-9d57-0b6f8a7d2c11')).toBe('promoter_5b0c8f7e-4f6a-4c59-9d57-0b6f8a7d2c11');
  });

  it('credits the promoter of a guest or another buyer, never the buyer themselves nor the event’s owner', () => {
    expect(creditedPromoter(sam, { userId: null, ownerId: 'p-owner' })).toEqual(sam);
    expect(creditedPromoter(sam, { userId: 'p-ada', ownerId: 'p-owner' })).toEqual(sam);
    expect(creditedPromoter(sam, { userId: 'p-sam', ownerId: 'p-owner' })).toBeNull();
    expect(creditedPromoter(sam, { userId: 'p-ada', ownerId: 'p-sam' })).toBeNull();
    expect(creditedPromoter(null, { userId: 'p-ada', ownerId: 'p-owner' })).toBeNull();
  });
});
