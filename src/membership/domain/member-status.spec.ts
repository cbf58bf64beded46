import { displayStatus } from './member-status.js';

describe('member display status (seed 002 §4)', () => {
  const now = new Date('2027-01-15T00:00:00Z');
  const past = '2027-01-01T00:00:00Z';
  const future = '2027-02-01T00:00:00Z';

  it('derives what a row shows from the status and the expiry', () => {
    expect(displayStatus('active', future, now)).toBe('renews');
    expect(displayStatus('active', null, now)).toBe('active');
    expect(displayStatus('canceled', future, now)).toBe('expires');
    expect(displayStatus('canceled', past, now)).toBe('expired');
    expect(displayStatus('invited', past, now)).toBe('expired');
    expect(displayStatus('expired', past, now)).toBe('expired');
    expect(displayStatus('invited', future, now)).toBe('invited');
    expect(displayStatus('invited', null, now)).toBe('invited');
    expect(displayStatus('past_due', null, now)).toBe('past_due');
  });
});
