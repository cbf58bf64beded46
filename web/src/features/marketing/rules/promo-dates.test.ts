import { describe, expect, it } from 'vitest';
import { cascade, DATE_TEXT, dateBounds, dateErrors, type PromoDates } from './promo-dates';

const now = new Date(2030, 5, 5, 14, 10, 20); // 5 June 2030, 14:10:20 local
const filled: PromoDates = { startDate: '2030-06-06', startTime: '10:00', expires: true, endDate: '2030-06-07', endTime: '09:30' };

describe('the date and time cascade', () => {
  it('a new start date clears the start time and the end', () => {
    expect(cascade(filled, 'startDate', '2030-06-08')).toEqual({ startDate: '2030-06-08', startTime: '', endDate: '', endTime: '' });
  });
  it('a new start time clears the end date and time', () => {
    expect(cascade(filled, 'startTime', '11:00')).toEqual({ startTime: '11:00', endDate: '', endTime: '' });
  });
  it('a new end date clears the end time', () => {
    expect(cascade(filled, 'endDate', '2030-06-09')).toEqual({ endDate: '2030-06-09', endTime: '' });
  });
  it('a new end time changes nothing else, and the same value nothing at all', () => {
    expect(cascade(filled, 'endTime', '12:00')).toEqual({ endTime: '12:00' });
    expect(cascade(filled, 'startDate', '2030-06-06')).toEqual({});
  });
});

describe('the bounds the inputs offer', () => {
  it('start from the current half hour, and end from the first step after the start', () => {
    expect(dateBounds({ ...filled, startTime: '' }, now)).toEqual({ startMin: '2030-06-05T14:00' });
    expect(dateBounds(filled, now)).toEqual({ startMin: '2030-06-05T14:00', endMin: '2030-06-06T10:30' });
  });
  it('keep the last half hour of the day, and roll the end over to the next day', () => {
    expect(dateBounds({ ...filled, startTime: '23:30' }, new Date(2030, 5, 5, 23, 45))).toEqual({ startMin: '2030-06-05T23:30', endMin: '2030-06-07T00:00' });
  });
  it("let an edited code keep a start that has passed", () => {
    expect(dateBounds(filled, now, { date: '2030-05-01', time: '09:00' }).startMin).toBe('2030-05-01T09:00');
  });
});

describe('the date and time rules', () => {
  it('require the start, and the end only when the code expires', () => {
    const empty = { startDate: '', startTime: '', endDate: '', endTime: '' };
    expect(dateErrors({ ...empty, expires: false }, now)).toEqual({ startDate: 'Start date is required', startTime: 'Start time is required' });
    expect(dateErrors({ ...filled, ...{ endDate: '', endTime: '' } }, now)).toEqual({ endDate: 'End date is required', endTime: 'End time is required' });
    expect(dateErrors(filled, now)).toEqual({});
  });

  it('refuse a start in the past, unless an edit keeps its saved start', () => {
    expect(dateErrors({ ...filled, startDate: '2030-06-04' }, now).startDate).toBe(DATE_TEXT.startDatePast);
    // The current half hour still counts: a code made at 14:10 may start at 14:00 and apply at once.
    expect(dateErrors({ ...filled, startDate: '2030-06-05', startTime: '13:30', endDate: '2030-06-06' }, now).startTime).toBe(DATE_TEXT.startTimePast);
    expect(dateErrors({ ...filled, startDate: '2030-06-05', startTime: '14:00', endDate: '2030-06-06' }, now)).toEqual({});
    expect(dateErrors({ ...filled, startDate: '2030-06-05', startTime: '14:30', endDate: '2030-06-06' }, now)).toEqual({});
    expect(dateErrors({ ...filled, startDate: '2030-05-01', startTime: '09:00' }, now, { date: '2030-05-01', time: '09:00' })).toEqual({});
  });

  it('take times in 30-minute steps', () => {
    expect(dateErrors({ ...filled, startTime: '10:15' }, now).startTime).toBe(DATE_TEXT.step);
    expect(dateErrors({ ...filled, endTime: '09:45' }, now).endTime).toBe(DATE_TEXT.step);
  });

  it('put the end after the start', () => {
    expect(dateErrors({ ...filled, endDate: '2030-06-05' }, now).endDate).toBe(DATE_TEXT.endDateBeforeStart);
    expect(dateErrors({ ...filled, endDate: '2030-06-06', endTime: '10:00' }, now).endTime).toBe(DATE_TEXT.endTimeBeforeStart);
    expect(dateErrors({ ...filled, endDate: '2030-06-06', endTime: '10:30' }, now)).toEqual({});
  });
});
