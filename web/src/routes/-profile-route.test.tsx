import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '../features/accounts/profile-rules';
import { fetchClient } from '../lib/api/client';
import { renderWithProviders } from '../test/render';
import { OwnerVideos } from './-profile-route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a profile’s videos', () => {
  it('say so when they cannot be loaded', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(
      () => Promise.resolve({ error: { message: 'Internal server error' }, response: new Response(null, { status: 500 }) }) as ReturnType<typeof fetchClient.GET>,
    );
    renderWithProviders(<OwnerVideos ownerId="p1" limit={6} />);
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.loadFailed);
  });
});
