import { describe, expect, it } from 'vitest';
import { notificationDate } from './notification-date';

// Local times, so the rule's calendar days are the reader's whatever the machine's time zone.
const now = new Date(2026, 9, 15, 9, 30);
const at = (month: number, day: number, hour = 0, minute = 0) => new Date(2026, month, day, hour, minute);

describe('notification dates', () => {
  it('say hours ago today', () => {
    expect(notificationDate(at(9, 15, 9, 29), now)).toBe('less than an hour ago');
    expect(notificationDate(at(9, 15, 8, 30), now)).toBe('an hour ago');
    expect(notificationDate(at(9, 15, 0, 0), now)).toBe('9 hours ago');
    expect(notificationDate(new Date(now.getTime() - 30_000), now)).toBe('just now');
  });

  it('say hours ago yesterday, from its first to its last minute', () => {
    expect(notificationDate(at(9, 14, 23, 59), now)).toBe('9 hours ago');
    expect(notificationDate(at(9, 14, 0, 0), now)).toBe('33 hours ago');
  });

  it('say days ago from two days to exactly 30 days', () => {
    expect(notificationDate(at(9, 13, 23, 59), now)).toBe('2 days ago');
    expect(notificationDate(at(8, 15, 9, 30), now)).toBe('30 days ago');
    expect(notificationDate(at(8, 15, 0, 0), now)).toBe('30 days ago');
  });

  it('give the date from 31 days', () => {
    expect(notificationDate(at(8, 14, 23, 59), now)).toBe('on Sep 14');
    expect(notificationDate(at(0, 5, 12), now)).toBe('on Jan 05');
  });
});
