import { describe, expect, it } from 'vitest';
import {
  completeDateTime,
  formatTime12,
  joinDateTime,
  parseTime12,
  parseTime24,
  readTypedTime,
  splitDateTime,
  timeBoundsOn,
  timeOptions,
  withDate,
} from './date-time-rules';

describe('the time rules', () => {
  it('shows times as hh:mm AM/PM, midnight and noon as 12', () => {
    expect(['00:00', '00:30', '09:05', '12:00', '14:30', '23:59'].map(formatTime12)).toEqual(['12:00 AM', '12:30 AM', '09:05 AM', '12:00 PM', '02:30 PM', '11:59 PM']);
  });

  it('reads hh:mm AM/PM with hour 1 to 12 and minutes 0 to 59, and nothing else', () => {
    expect(parseTime12('02:30 PM')).toBe('14:30');
    expect(parseTime12(' 7:05 am ')).toBe('07:05');
    expect(parseTime12('12:00 AM')).toBe('00:00');
    expect(parseTime12('12:45 PM')).toBe('12:45');
    expect(parseTime12('11:59pm')).toBe('23:59');
    for (const text of ['00:30 AM', '13:00 PM', '10:60 AM', '10:5 AM', '10:30', '10:30 XM', '1030 PM', '']) expect(parseTime12(text)).toBeNull();
  });

  it('reads a 24-hour entry', () => {
    expect(parseTime24('14:30')).toBe('14:30');
    expect(parseTime24('9:05')).toBe('09:05');
    expect(parseTime24('00:00')).toBe('00:00');
    for (const text of ['24:00', '12:60', '12', '2:30 PM']) expect(parseTime24(text)).toBeNull();
  });

  it('takes typed text only as a time within the bounds', () => {
    const bounds = { min: '09:00', max: '17:00' };
    expect(readTypedTime('  ', bounds)).toEqual({ kind: 'empty' });
    expect(readTypedTime('02:30 PM', bounds)).toEqual({ kind: 'time', time: '14:30' });
    expect(readTypedTime('14:30', bounds)).toEqual({ kind: 'time', time: '14:30' });
    expect(readTypedTime('09:00 AM', bounds)).toEqual({ kind: 'time', time: '09:00' });
    expect(readTypedTime('05:00 PM', bounds)).toEqual({ kind: 'time', time: '17:00' });
    expect(readTypedTime('08:59 AM', bounds)).toEqual({ kind: 'invalid' });
    expect(readTypedTime('17:01', bounds)).toEqual({ kind: 'invalid' });
    expect(readTypedTime('half past two', bounds)).toEqual({ kind: 'invalid' });
  });

  it('offers a time every 30 minutes between the bounds, or none', () => {
    const all = timeOptions({});
    expect(all).toHaveLength(48);
    expect([all[0], all[1], all.at(-1)]).toEqual(['00:00', '00:30', '23:30']);
    expect(timeOptions({ min: '10:15', max: '12:00' })).toEqual(['10:30', '11:00', '11:30', '12:00']);
    expect(timeOptions({ min: '23:45' })).toEqual([]);
    expect(timeOptions({ max: '01:00' }, 15)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
  });
});

describe('the date-time rules', () => {
  it('splits and joins a value, keeping a half-filled one', () => {
    expect(splitDateTime('2030-06-05T19:00')).toEqual({ date: '2030-06-05', time: '19:00' });
    expect(splitDateTime('2030-06-05T')).toEqual({ date: '2030-06-05', time: '' });
    expect(splitDateTime('T19:00')).toEqual({ date: '', time: '19:00' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect([joinDateTime('2030-06-05', '19:00'), joinDateTime('2030-06-05', ''), joinDateTime('', '19:00'), joinDateTime('', '')]).toEqual([
      '2030-06-05T19:00',
      '2030-06-05T',
      'T19:00',
      '',
    ]);
  });

  it('accepts an empty or complete value and names the missing part of a half-filled one', () => {
    expect(completeDateTime('')).toBe(true);
    expect(completeDateTime('2030-06-05T19:00')).toBe(true);
    expect(completeDateTime('2030-06-05T')).toBe('Add a time');
    expect(completeDateTime('T19:00')).toBe('Add a date');
  });

  it('bounds the times of the first and last day, and allows none outside the dates', () => {
    const min = '2030-06-05T18:30';
    const max = '2030-06-07T09:00';
    expect(timeBoundsOn('2030-06-05', min, max)).toEqual({ min: '18:30', max: undefined });
    expect(timeBoundsOn('2030-06-06', min, max)).toEqual({ min: undefined, max: undefined });
    expect(timeBoundsOn('2030-06-07', min, max)).toEqual({ min: undefined, max: '09:00' });
    expect(timeBoundsOn('2030-06-04', min, max)).toBeNull();
    expect(timeBoundsOn('2030-06-08', min, max)).toBeNull();
    expect(timeBoundsOn('', min, max)).toEqual({});
    expect(timeBoundsOn('2030-06-05')).toEqual({ min: undefined, max: undefined });
  });

  it('keeps the time on another date only when that date allows it', () => {
    const min = '2030-06-05T18:30';
    expect(withDate('2030-06-06T10:00', '2030-06-07', min)).toBe('2030-06-07T10:00');
    expect(withDate('2030-06-06T10:00', '2030-06-05', min)).toBe('2030-06-05T');
    expect(withDate('2030-06-06T19:00', '2030-06-05', min)).toBe('2030-06-05T19:00');
    expect(withDate('2030-06-06T10:00', '2030-06-04', min)).toBe('2030-06-04T');
    expect(withDate('T10:00', '2030-06-06')).toBe('2030-06-06T10:00');
    expect(withDate('2030-06-06T10:00', '')).toBe('T10:00');
  });
});
