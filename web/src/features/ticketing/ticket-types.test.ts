import { describe, expect, it } from 'vitest';
import { feeFor, minorToText, priceToMinor, salesWindowText, ticketRules } from './ticket-types';

const rule = { feePercent: 1, currencies: [{ code: 'usd' as const, symbol: '$', digits: 2, fixedFee: 69 }, { code: 'jpy' as const, symbol: '¥', digits: 0, fixedFee: 1 }] };

describe('ticket types', () => {
  it('reads prices in the currency’s minor units', () => {
    expect(priceToMinor('20.5', 'usd')).toBe(2050);
    expect(priceToMinor('1500', 'jpy')).toBe(1500);
    expect(priceToMinor('-1', 'usd')).toBeNull();
    expect(minorToText(2050, 'usd')).toBe('20.50');
    expect(minorToText(2000, 'usd')).toBe('20');
    expect(minorToText(1500, 'jpy')).toBe('1500');
  });

  it('adds the fee of the ticket’s currency, and knows no fee for a currency the API did not list', () => {
    expect(feeFor(2000, 'usd', rule)).toBe(89);
    expect(feeFor(2000, 'jpy', rule)).toBe(21);
    expect(feeFor(0, 'usd', rule)).toBe(0);
    expect(() => feeFor(2000, 'eur', rule)).toThrow('No ticket fee for currency eur');
  });

  it('checks each field with the API’s messages', () => {
    expect(ticketRules.name(' ')).toBe('Ticket name is required');
    expect(ticketRules.price('ten', 'usd')).toBe('Ticket price must be 0 or more');
    expect(ticketRules.price('10', 'usd')).toBe(true);
    expect(ticketRules.quantity('-1', { name: 'VIP', sold: 0 })).toBe('Ticket quantity must be 0 or more');
    expect(ticketRules.quantity('1', { name: 'VIP', sold: 2 })).toBe('The quantity of VIP cannot be less than the 2 tickets sold');
    expect(ticketRules.code('', { visibilityScope: 'secret' })).toBe('Secret tickets need a code');
    expect(ticketRules.code('', { visibilityScope: 'other' })).toBe(true);
    expect(ticketRules.quantityPerCode('0', { visibilityScope: 'secret' })).toBe('Quantity per code must be at least 1');
    expect(ticketRules.quantityPerCode('1', { visibilityScope: 'secret' })).toBe(true);
    expect(ticketRules.salesEnd('2030-05-01T10:00', { salesStart: '2030-05-01T12:00' })).toBe('Sales must end after they start');
    expect(ticketRules.salesEnd('2030-05-01T14:00', { salesStart: '2030-05-01T12:00' })).toBe(true);
    expect(ticketRules.salesEnd('2030-05-01T', { salesStart: '' })).toBe('Add a time');
    // A half-filled start is the start field's own problem.
    expect(ticketRules.salesEnd('2030-05-01T10:00', { salesStart: 'T12:00' })).toBe(true);
    expect(ticketRules.salesStart('T12:00')).toBe('Add a date');
    expect(ticketRules.membershipTierIds([], { visibilityScope: 'member' })).toBe('Select at least one membership tier');
    expect(ticketRules.membershipTierIds(['gold'], { visibilityScope: 'member' })).toBe(true);
    expect(ticketRules.membershipTierIds([], { visibilityScope: 'other' })).toBe(true);
  });

  it('shows the sales window in the event’s zone with its label, leaving out a half-filled bound', () => {
    expect(salesWindowText({ salesStart: '2030-05-01T09:00', salesEnd: '2030-06-05T18:00' }, 'America/New_York')).toBe('May 1, 2030, 9:00 AM EDT – Jun 5, 2030, 6:00 PM EDT');
    expect(salesWindowText({ salesStart: '2030-01-10T09:00', salesEnd: '' }, 'America/New_York')).toBe('From Jan 10, 2030, 9:00 AM EST');
    expect(salesWindowText({ salesStart: '2030-05-01T', salesEnd: '2030-06-05T18:00' }, 'Europe/Paris')).toBe('Until Jun 5, 2030, 6:00 PM GMT+2');
    expect(salesWindowText({ salesStart: 'T09:00', salesEnd: '' }, 'America/New_York')).toBe('Until sold out');
  });
});
