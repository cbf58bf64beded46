import { describe, expect, it } from 'vitest';
import { formatCountdown, maxQuantity, MESSAGES, nameError, personErrors, pollDelay, questionsFor, truncate, type Question } from './rules';

describe('checkout rules', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(840_000)).toBe('14:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('polls after 1 s, doubling, with the exponent capped at 6', () => {
    expect([0, 1, 2, 5, 6, 7, 20].map(pollDelay)).toEqual([1000, 2000, 4000, 32000, 64000, 64000, 64000]);
  });

  it('cuts descriptions at 170 characters and offers up to 25 tickets', () => {
    expect(truncate('a'.repeat(170))).toEqual({ text: 'a'.repeat(170), truncated: false });
    expect(truncate('a'.repeat(171))).toEqual({ text: `${'a'.repeat(170)}…`, truncated: true });
    expect([undefined, 3, 100, -1].map(maxQuantity)).toEqual([25, 3, 25, 0]);
  });

  it('takes names shorter than 30 characters without digits or @ $ # ! % ^ & * ( ) ,', () => {
    expect(nameError(` ${'A'.repeat(29)} `, MESSAGES.firstName)).toBeUndefined();
    expect(nameError("Ada O'Hara-Byron", MESSAGES.firstName)).toBeUndefined();
    expect(nameError('A'.repeat(30), MESSAGES.firstName)).toBe('Names must be shorter than 30 characters');
    expect(nameError('Ada!', MESSAGES.firstName)).toBe('Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,');
    expect(nameError('  ', MESSAGES.firstName)).toBe('First name is required');
  });

  it('checks the buyer with the server’s messages', () => {
    const questions: Question[] = [
      { id: 'diet', title: 'Diet', position: 2, fieldType: 'TEXT', required: true },
      { id: 'rules', title: 'Rules', position: 1, fieldType: 'TERMS', required: true, onlyForTickets: ['vip'] },
    ];
    expect(questionsFor(questions, ['general']).map((q) => q.id)).toEqual(['diet']);
    expect(questionsFor(questions, ['vip']).map((q) => q.id)).toEqual(['rules', 'diet']);
    const errors = personErrors({ firstName: 'R2D2', lastName: '', email: 'ada@example.com', emailConfirm: 'ADA@example.org', answers: {} }, questions, true);
    expect(errors).toEqual({
      firstName: 'Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,',
      lastName: 'Last name is required',
      emailConfirm: 'Email address must match.',
      'questions.diet': 'This question is required',
      'questions.rules': 'Agree to these terms to continue.',
    });
    expect(personErrors({ firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com ', emailConfirm: 'ada@example.com', answers: { diet: 'None', rules: 'agreed' } }, questions, true)).toEqual({});
  });
});
