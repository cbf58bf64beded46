import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../lib/api/schema.gen';
import { renderWithProviders } from '../../../test/render';
import { EventPage } from './event-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const event = (canManage: boolean, accessSetting: string | null = canManage ? 'admin' : null) =>
  ({
    id: 'e1',
    name: 'Harvest Moon Concert',
    timezone: 'America/New_York',
    owner: { id: 'o1', name: 'Riverside Arts', username: 'riverside', type: 'school', avatar: null },
    collaborators: [],
    canManage,
    accessSetting,
    published: true,
    bannerMessages: [],
    dates: [],
    images: [],
    location: { name: null, address: null },
    locationSetting: 'tba',
    shareUrl: '/event/e1',
  }) as unknown as components['schemas']['EventResponse'];

const renderEvent = (canManage: boolean, accessSetting?: string | null) =>
  renderWithProviders(<EventPage id="e1" followOwner={(owner) => <button type="button">Follow {owner.username}</button>} />, {
    data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event(canManage, accessSetting)]],
  });

describe('the event page’s Follow button', () => {
  it('follows the event’s owner', async () => {
    renderEvent(false);
    expect(await screen.findByRole('button', { name: 'Follow riverside' })).toBeTruthy();
  });

  it('is hidden for the event’s managers', async () => {
    renderEvent(true);
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(screen.queryByRole('button', { name: 'Follow riverside' })).toBeNull();
  });
});

describe('the event page’s manage links', () => {
  const manageLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Manage event' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);

  it('lead an admin to every management page, the online dates’ streams (Video) among them', async () => {
    renderEvent(true, 'admin');
    expect(await manageLinks()).toEqual([
      ['Details', '/management/courses/e1/details/edit'],
      ['Guests', '/management/courses/e1/registrations'],
      ['Team', '/management/courses/e1/teachings'],
      ['Video', '/management/courses/e1/broadcasts'],
    ]);
  });

  it('leave Video out for door staff and basic access', async () => {
    renderEvent(true, 'door');
    expect(await manageLinks()).toEqual([
      ['Guests', '/management/courses/e1/registrations'],
      ['Team', '/management/courses/e1/teachings'],
    ]);
    cleanup();
    renderEvent(true, 'basic');
    expect(await manageLinks()).toEqual([['Team', '/management/courses/e1/teachings']]);
  });

  it('are not shown to visitors', async () => {
    renderEvent(false);
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(screen.queryByRole('navigation', { name: 'Manage event' })).toBeNull();
  });
});

describe('the event page’s share popup', () => {
  it('copies the event link and says Copied! for 5 seconds (seed: copy-link confirmation 5 s)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderEvent(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const copy = within(screen.getByRole('dialog', { name: 'Share' })).getByRole('button', { name: 'Copy link' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/e1`);
    expect(copy.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(4999));
    expect(copy.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(copy.textContent).toBe('Copy link');
  });
});
