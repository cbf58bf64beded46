import { describe, expect, it } from 'vitest';
import { formatMoney, toMinor } from '../../lib/money';
import { formatCountdown, maxQuantity, MESSAGES, personErrors, pollDelay, questionsFor, truncate, type Question } from './rules';

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

  it('formats prices with 2 decimals, or whole', () => {
    expect(formatMoney(2000, 'usd')).toBe('$20');
    expect(formatMoney(2089, 'usd')).toBe('$20.89');
    expect(formatMoney(1500, 'jpy')).toBe('¥1500');
    expect(toMinor('12.5', 'usd')).toBe(1250);
    expect(toMinor('', 'usd')).toBeNull();
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
      firstName: MESSAGES.nameCharacters,
      lastName: MESSAGES.lastName,
      emailConfirm: 'Email address must match.',
      'questions.diet': 'This question is required',
      'questions.rules': 'Agree to these terms to continue.',
    });
    expect(personErrors({ firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com ', emailConfirm: 'ada@example.com', answers: { diet: 'None', rules: 'agreed' } }, questions, true)).toEqual({});
  });
});
