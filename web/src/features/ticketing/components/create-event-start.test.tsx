import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CreateEventStart } from './create-event-start';

afterEach(cleanup);

/** The signed-in user as GET /me answers: Maya, owner of one organization and plain member of another. */
const me = {
  id: 'u1',
  name: 'Maya Lind',
  username: 'maya',
  email: 'maya@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  organizations: [
    { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', avatar: null, type: 'School', developerZone: false, owner: true, admin: false },
    { id: 'o2', name: 'Somebody Else', username: 'else', avatar: null, type: 'School', developerZone: false, owner: false, admin: false },
  ],
};
const signedIn: [readonly unknown[], unknown][] = [[['get', '/client_side_api/v1/me', {}], me]];

describe('creating an event', () => {
  it('first offers Jaan or the simple form, and Cancel goes home', async () => {
    const { router } = renderWithProviders(<CreateEventStart />, { path: '/event/new' });
    expect((await screen.findByRole('link', { name: 'Create with Jaan' })).getAttribute('href')).toBe('/event/new?step=1&type=jaan');
    expect(screen.getByRole('link', { name: 'Use the simple form' }).getAttribute('href')).toBe('/event/new?step=1&type=form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(router.state.location.href).toBe('/');
  });

  it('then (step 1) chooses the organizer for the simple form, with the link to create an organization; Cancel goes back one step', async () => {
    const { router } = renderWithProviders(<CreateEventStart step={1} type="form" />, { path: '/event/new?step=1&type=form', data: signedIn });
    expect((await screen.findByRole('link', { name: 'Maya Lind' })).getAttribute('href')).toBe('/e/new?ownerId=u1');
    expect(screen.getByRole('link', { name: 'Riverside Arts Collective' }).getAttribute('href')).toBe('/e/new?ownerId=o1');
    expect(screen.queryByText('Somebody Else')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an organization' }).getAttribute('href')).toBe('/schools/new?redirect_to=/e/new');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(router.state.location.href).toBe('/event/new');
  });

  it('offers each organizer as a button that starts a conversation with Jaan', async () => {
    renderWithProviders(<CreateEventStart step={1} type="jaan" />, { path: '/event/new?step=1&type=jaan', data: signedIn });
    expect(await screen.findByRole('button', { name: 'Maya Lind' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riverside Arts Collective' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organization' })).toBeTruthy();
  });
});
