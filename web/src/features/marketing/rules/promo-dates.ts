import * as schemas from '../../../lib/api/contract.gen';

const MESSAGES = schemas.PromoCodeRequest['x-messages'];
/** The API's step of start times, which the time picker offers too. */
export const TIME_STEP_MINUTES = schemas.PromoCodeRequest['x-time-step-minutes'];

/**
 * Seed 001 §4 and §5: the promo form's start and end, dates 'YYYY-MM-DD' and times 'HH:mm' in the browser's time
 * zone, in 30-minute steps. A start lies ahead (an edit may keep the start it was saved with); an end, when the code
 * expires, comes at least a minute after the start.
 */
export const DATE_TEXT = {
  startDate: MESSAGES.startRequired,
  startTime: 'Start time is required',
  endDate: MESSAGES.endRequired,
  endTime: 'End time is required',
  startDatePast: 'Start date cannot be in the past',
  startTimePast: 'Start time cannot be in the past',
  step: MESSAGES.startStep,
  endDateBeforeStart: 'End date cannot be before the start date',
  endTimeBeforeStart: MESSAGES.endAfterStart,
} as const;

export type DateTimeName = 'startDate' | 'startTime' | 'endDate' | 'endTime';
/** The form's start and end: `expires` says whether the code has an end. */
export type PromoDates = Record<DateTimeName, string> & { expires: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A moment as the form's local date and time. */
export const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
export const localTime = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

const STEP_MS = TIME_STEP_MINUTES * 60_000;

/** The first step at or after `at` (a started minute counts as passed). */
const stepFrom = (at: Date) => new Date(Math.ceil(at.getTime() / STEP_MS) * STEP_MS);

/** The step `at` falls in: a code may start in the current half hour, so that it applies at once. */
const currentStep = (at: Date) => new Date(Math.floor(at.getTime() / STEP_MS) * STEP_MS);

/**
 * Seed 001 §4: changing the start date clears the start time and the end; changing the start time clears the end;
 * changing the end date clears the end time. Answers the fields that change (none when the value is the same).
 */
export function cascade(fields: PromoDates, name: DateTimeName, value: string): Partial<PromoDates> {
  if (fields[name] === value) return {};
  if (name === 'startDate') return { startDate: value, startTime: '', endDate: '', endTime: '' };
  if (name === 'startTime') return { startTime: value, endDate: '', endTime: '' };
  if (name === 'endDate') return { endDate: value, endTime: '' };
  return { endTime: value };
}

/**
 * The earliest start and end the inputs offer, as 'YYYY-MM-DDTHH:mm': the current step (or the start an edited
 * code keeps), and the first step after the start; no end before the start is complete.
 */
export function dateBounds(fields: PromoDates, now: Date, saved?: { date: string; time: string }): { startMin: string; endMin?: string } {
  const next = currentStep(now);
  const nextStart = `${localDate(next)}T${localTime(next)}`;
  const savedStart = saved ? `${saved.date}T${saved.time}` : undefined;
  const startMin = savedStart && savedStart < nextStart ? savedStart : nextStart;
  if (!fields.startDate || !fields.startTime) return { startMin };
  const end = stepFrom(new Date(new Date(`${fields.startDate}T${fields.startTime}`).getTime() + 60_000));
  return { startMin, endMin: `${localDate(end)}T${localTime(end)}` };
}

const onStep = (time: string) => minutesOf(time) % TIME_STEP_MINUTES === 0;

/**
 * Each date and time field's message, or nothing when it holds. `saved` is the start an edited code was saved with:
 * keeping it is allowed even once it has passed.
 */
export function dateErrors(fields: PromoDates, now: Date, saved?: { date: string; time: string }): Partial<Record<DateTimeName, string>> {
  const errors: Partial<Record<DateTimeName, string>> = {};
  const today = localDate(now);
  const keepsSaved = !!saved && saved.date === fields.startDate && saved.time === fields.startTime;
  if (!fields.startDate) errors.startDate = DATE_TEXT.startDate;
  else if (fields.startDate < today && !keepsSaved) errors.startDate = DATE_TEXT.startDatePast;
  if (!fields.startTime) errors.startTime = DATE_TEXT.startTime;
  else if (!onStep(fields.startTime)) errors.startTime = DATE_TEXT.step;
  else if (fields.startDate === today && !keepsSaved && fields.startTime < localTime(currentStep(now))) errors.startTime = DATE_TEXT.startTimePast;
  if (!fields.expires) return errors;
  if (!fields.endDate) errors.endDate = DATE_TEXT.endDate;
  else if (fields.startDate && fields.endDate < fields.startDate) errors.endDate = DATE_TEXT.endDateBeforeStart;
  if (!fields.endTime) errors.endTime = DATE_TEXT.endTime;
  else if (!onStep(fields.endTime)) errors.endTime = DATE_TEXT.step;
  else if (fields.endDate === fields.startDate && fields.startTime && fields.endTime <= fields.startTime) errors.endTime = DATE_TEXT.endTimeBeforeStart;
  return errors;
}
