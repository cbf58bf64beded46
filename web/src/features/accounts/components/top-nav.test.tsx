import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user';
import { searchHref, TopNav } from './top-nav';

afterEach(cleanup);

const maya: CurrentUser = {
  id: 'u1',
  name: 'Maya Lind',
  username: 'maya',
  email: 'maya@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
};

describe('top navigation', () => {
  it('sends logged-out visitors to /auth with the current path and query to return to', async () => {
    renderWithProviders(<TopNav />, { path: '/p/maya?tab=about' });
    const link = await screen.findByRole('link', { name: 'Log in / Sign up' });
    expect(link.getAttribute('href')).toBe('/auth?redirect_to=%2Fp%2Fmaya%3Ftab%3Dabout');
  });

  it('has the seeds’ links and shows the user menu when logged in', async () => {
    renderWithProviders(<TopNav />, { data: [[currentUserQuery.queryKey, maya]] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/discover/featured');
    expect(within(nav).getByRole('link', { name: 'Create An Event' }).getAttribute('href')).toBe('/event/new');
    expect(within(nav).getByRole('link', { name: 'Limelight home' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in / Sign up' })).toBeNull();
  });

  it('opens How it works with its pages on the first press', async () => {
    renderWithProviders(<TopNav />);
    const trigger = await screen.findByRole('button', { name: 'How it works' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/for-venues-and-event-creators', '/for-artists', '/ucif']);
  });

  it('keeps the focus on How it works when its menu code arrives', async () => {
    renderWithProviders(<TopNav />);
    (await screen.findByRole('button', { name: 'How it works' })).focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'How it works' }).hasAttribute('id')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('searches events at /search', async () => {
    expect(searchHref(' jazz night ')).toBe('/search?query=jazz+night&tab=events');
    const { router } = renderWithProviders(<TopNav />, { data: [[currentUserQuery.queryKey, maya]] });
    const box = (await screen.findAllByRole('searchbox', { name: 'Search' }))[0];
    fireEvent.change(box, { target: { value: 'jazz' } });
    await act(async () => {
      fireEvent.submit(box.closest('form')!);
    });
    expect(router.state.location.href).toBe('/search?query=jazz&tab=events');
  });

  it('folds into a Menu button that opens the same items on phones', async () => {
    renderWithProviders(<TopNav />, { data: [[currentUserQuery.queryKey, maya]] });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    for (const name of ['Explore', 'Create An Event', 'For Event Creators', 'For Artists', 'Universal Creator Income Fund', 'My Tickets', 'Settings']) {
      expect(within(panel).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
