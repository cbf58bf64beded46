import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { demoSessionQuery, type DemoSession } from '../../api/buyer';
import { DemoSubscribePage } from './demo-subscribe-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMPLETE = '/client_side_api/v1/demo_subscriptions/sessions/{id}/complete';

const session = (overrides: Partial<DemoSession> = {}): DemoSession => ({
  id: 's1',
  status: 'open',
  ownerName: 'Jazz Club',
  ownerUsername: 'jazz-club',
  ownerType: 'School',
  tierName: 'Patrons',
  amount: 2050,
  currency: 'usd',
  interval: 'month',
  cancelUrl: '/o/jazz-club/membership',
  ...overrides,
});

type Post = typeof fetchClient.POST;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Post>;
const seeded = (s: DemoSession) => ({ data: [[demoSessionQuery('s1').queryKey, s]] as [readonly unknown[], unknown][] });

describe('the demo checkout of a membership', () => {
  it('shows what is bought, labelled as a demo, with the test card as hint and a way back', async () => {
    renderWithProviders(<DemoSubscribePage sessionId="s1" goTo={vi.fn()} />, seeded(session()));
    expect(await screen.findByText(/Demo payments: no money moves\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jazz Club' }).getAttribute('href')).toBe('/o/jazz-club');
    expect(screen.getByText('Patrons')).toBeTruthy();
    expect(screen.getByText('$20.50 / month')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).placeholder).toBe('4242 4242 4242 4242');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/o/jazz-club/membership');
  });

  it('pays with the card and leaves for the success address', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: { redirectTo: '/o/jazz-club/membership?success_message=Thanks' } }));
    const goTo = vi.fn();
    renderWithProviders(<DemoSubscribePage sessionId="s1" goTo={goTo} />, seeded(session()));
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/o/jazz-club/membership?success_message=Thanks'));
    expect(post).toHaveBeenCalledWith(COMPLETE, expect.objectContaining({ params: { path: { id: 's1' } }, body: { cardNumber: '4242 4242 4242 4242' } }));
  });

  it("shows the API's message when the card is declined, and stays", async () => {
    vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ error: { message: 'Your card was declined.' } }));
    const goTo = vi.fn();
    renderWithProviders(<DemoSubscribePage sessionId="s1" goTo={goTo} />, seeded(session()));
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says a completed checkout is done and links back', async () => {
    renderWithProviders(<DemoSubscribePage sessionId="s1" goTo={vi.fn()} />, seeded(session({ status: 'complete' })));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Jazz Club' }).getAttribute('href')).toBe('/o/jazz-club/membership');
  });
});
