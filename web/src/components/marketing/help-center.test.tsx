import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HelpCenter } from './help-center';
import { helpQuestions, searchHelp, type HelpQuestion } from './help-questions';

afterEach(cleanup);

const entry = (id: string, question: string, answer: string): HelpQuestion => ({ id, audience: 'buyers', question, answer });

describe('help search', () => {
  const questions = [entry('cafe', 'Where is the Café?', 'On the first floor.'), entry('refund', 'Can I get a refund?', 'Ask the organizer.')];

  it('ignores accents and case, and needs every word typed', () => {
    expect(searchHelp(questions, 'CAFE').map((q) => q.id)).toEqual(['cafe']);
    expect(searchHelp(questions, 'café floor').map((q) => q.id)).toEqual(['cafe']);
    expect(searchHelp(questions, 'organizer floor')).toEqual([]);
  });

  it('searches answers too, and an empty query lists everything', () => {
    expect(searchHelp(questions, 'organizer').map((q) => q.id)).toEqual(['refund']);
    expect(searchHelp(questions, '   ')).toHaveLength(2);
  });

  it('answers the questions visitors ask', () => {
    for (const word of ['refund', 'payouts', 'webhooks', 'check', 'follow', 'membership', 'fee']) expect(searchHelp(helpQuestions, word).length).toBeGreaterThan(0);
  });
});

describe('help page', () => {
  it('filters as the visitor types and says when nothing matches', async () => {
    renderWithProviders(<HelpCenter />);
    const box = await screen.findByRole('searchbox', { name: 'Search help' });
    expect(screen.getByText('How do I buy tickets?')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'webhooks' } });
    expect(screen.getByText('How do webhooks work?')).toBeTruthy();
    expect(screen.queryByText('How do I buy tickets?')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Buying tickets and memberships' })).toBeNull();
    const matches = searchHelp(helpQuestions, 'webhooks').length;
    expect(screen.getByRole('status').textContent).toBe(matches === 1 ? '1 result' : `${matches} results`);

    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(screen.getByRole('status').textContent).toBe('No results');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
