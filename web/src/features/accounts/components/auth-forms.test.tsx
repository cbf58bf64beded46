import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { AuthForms } from './auth-forms';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sign-up through a referral link', () => {
  it('opens on Sign up and signs up with the referrer of the link', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => Promise.resolve({ data: { accessToken: 't' }, response: new Response() }) as ReturnType<typeof fetchClient.POST>);
    renderWithProviders(<AuthForms referrer="kofi" />, { path: '/auth?ref=kofi' });
    expect((await screen.findByRole('tab', { name: 'Sign up' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Riley Reed' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'riley' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'riley@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/client_side_api/v1/auth/sign_up', expect.objectContaining({ body: { name: 'Riley Reed', username: 'riley', email: 'riley@example.com', password: 'secret-123', referrer: 'kofi' } })),
    );
  });
});
