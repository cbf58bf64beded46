import { subscriptionIdOf, uuidV5 } from './subscription-ids.js';

describe('subscription ids', () => {
  it('computes RFC 9562 uuid v5 (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives every event of one provider subscription the same stream, and other sources other ones', () => {
    expect(subscriptionIdOf('stripe', 'sub_1')).toBe(subscriptionIdOf('stripe', 'sub_1'));
    expect(subscriptionIdOf('stripe', 'sub_1')).not.toBe(subscriptionIdOf('demo', 'sub_1'));
    expect(subscriptionIdOf('demo', 'demo_sub_1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
