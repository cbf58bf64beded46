import { DEMO_MESSAGES, demoPaymentRefusal } from './demo-cards.js';

describe('the demo gateway’s card checks', () => {
  const card = { number: '4242424242424242', cvc: '123', postalCode: '94107' };
  const lastHourOfMarch = new Date('2030-03-31T23:30:00Z');

  it('takes a card through the last day of its expiry month, in either year form', () => {
    expect(demoPaymentRefusal({ ...card, expiry: '03 / 30' }, lastHourOfMarch)).toBeNull();
    expect(demoPaymentRefusal({ ...card, expiry: '3/2030' }, lastHourOfMarch)).toBeNull();
    expect(demoPaymentRefusal({ ...card, expiry: '02 / 30' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.expired);
    expect(demoPaymentRefusal({ ...card, expiry: '03 / 30' }, new Date('2030-04-01T00:00:00Z'))).toBe(DEMO_MESSAGES.expired);
    expect(demoPaymentRefusal({ ...card, expiry: '00 / 31' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.expiryInvalid);
    expect(demoPaymentRefusal({ ...card, expiry: 'March 31' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.expiryInvalid);
  });

  it('checks only what is given, the number first and the postal code last', () => {
    expect(demoPaymentRefusal({ number: '4242 4242 4242 4242' }, lastHourOfMarch)).toBeNull();
    expect(demoPaymentRefusal({ number: '4000 0000 0000 0002' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.declined);
    expect(demoPaymentRefusal({ number: '1234', expiry: '01 / 20', cvc: 'x' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.invalid);
    expect(demoPaymentRefusal({ ...card, cvc: '12345' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.cvcInvalid);
    expect(demoPaymentRefusal({ ...card, cvc: '1234' }, lastHourOfMarch)).toBeNull();
    expect(demoPaymentRefusal({ ...card, postalCode: ' 00000 ' }, lastHourOfMarch)).toBe(DEMO_MESSAGES.incorrectZip);
  });
});
