import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ProfileCardData } from '../api/profile-cards';
import { HOME_NAME_LENGTH } from '../names';
import { ProfileCard } from './profile-card';

afterEach(cleanup);

const profile = (overrides: Partial<ProfileCardData> = {}): ProfileCardData => ({
  id: 'p1',
  name: 'Sam Rivera',
  username: 'sam',
  type: 'user',
  avatar: null,
  avatarThumbnail: null,
  banner: null,
  description: '',
  followersCount: 1520,
  following: false,
  ...overrides,
});

describe('ProfileCard', () => {
  it('shows the name, @username and abbreviated followers, and leads to /p for users and /o for organizations', async () => {
    renderWithProviders(<ProfileCard profile={profile()} />);
    expect((await screen.findByRole('link', { name: 'Sam Rivera' })).getAttribute('href')).toBe('/p/sam');
    expect(screen.getByText('@sam')).toBeTruthy();
    expect(screen.getByText('1.5k followers')).toBeTruthy();
    cleanup();
    renderWithProviders(<ProfileCard profile={profile({ name: 'Riverside', username: 'riverside', type: 'school', followersCount: 1 })} />);
    expect((await screen.findByRole('link', { name: 'Riverside' })).getAttribute('href')).toBe('/o/riverside');
    expect(screen.getByText('1 follower')).toBeTruthy();
  });

  it('cuts long names at 15 characters, or 19 on the home page', async () => {
    const name = 'Riverside Arts Collective';
    renderWithProviders(<ProfileCard profile={profile({ name })} />);
    // Cut on screen; the link keeps the whole name for screen readers.
    expect((await screen.findByRole('link', { name })).textContent).toBe('Riverside Arts …');
    cleanup();
    renderWithProviders(<ProfileCard profile={profile({ name })} nameLength={HOME_NAME_LENGTH} />);
    expect((await screen.findByRole('link', { name })).textContent).toBe('Riverside Arts Coll…');
  });

  it('shows the designed default banner when there is none or it fails to load', async () => {
    renderWithProviders(<ProfileCard profile={profile({ banner: '/files/banner.webp' })} />);
    const banner = (await screen.findByRole('article')).querySelector('img')!;
    expect(banner.getAttribute('src')).toBe('/files/banner.webp');
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toBe('/images/default-banner.svg');
  });
});
