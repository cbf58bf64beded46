import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { fetchClient } from './api/client';
import { useCurrentUser, type CurrentUser } from './current-user';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ada: CurrentUser = {
  id: 'user-ada',
  name: 'Ada',
  username: 'ada',
  email: 'ada@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
};

/** Answers GET /me as the API does: the user, or 401 for nobody. */
const answerMe = (user: CurrentUser | null) =>
  vi
    .spyOn(fetchClient, 'GET')
    .mockImplementation((() =>
      Promise.resolve(user ? { data: user, response: new Response(null, { status: 200 }) } : { error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) })) as unknown as typeof fetchClient.GET);

function Who({ label, enabled }: { label: string; enabled?: boolean }) {
  const { user, isLoading } = useCurrentUser(enabled);
  return <p aria-label={label}>{isLoading ? 'loading' : (user?.username ?? 'nobody')}</p>;
}

describe('the signed-in user', () => {
  it('is asked once for every part of the page that reads it', async () => {
    const get = answerMe(ada);
    renderWithProviders(
      <>
        <Who label="nav" />
        <Who label="page" />
      </>,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('ada'));
    expect(screen.getByLabelText('nav').textContent).toBe('ada');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/me', expect.anything());
  });

  it('is nobody on a 401, asked once (not retried)', async () => {
    const get = answerMe(null);
    renderWithProviders(<Who label="nav" />);
    await vi.waitFor(() => expect(screen.getByLabelText('nav').textContent).toBe('nobody'));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is not asked while not enabled', async () => {
    const get = answerMe(ada);
    renderWithProviders(<Who label="nav" enabled={false} />);
    await screen.findByLabelText('nav');
    expect(screen.getByLabelText('nav').textContent).toBe('nobody');
    expect(get).not.toHaveBeenCalled();
  });
});
