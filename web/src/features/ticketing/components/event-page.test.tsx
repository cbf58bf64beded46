import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
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
    currency: 'usd',
    ticketTypes: [],
  }) as unknown as components['schemas']['EventResponse'];

const renderEvent = (canManage: boolean, accessSetting?: string | null, fields: Record<string, unknown> = {}) =>
  renderWithProviders(<EventPage id="e1" followOwner={(owner) => <button type="button">Follow {owner.username}</button>} />, {
    data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], { ...event(canManage, accessSetting), ...fields }]],
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

  it('lead an admin to every management page, Tickets, Seating, Stats and the online dates’ streams (Video) among them', async () => {
    renderEvent(true, 'admin');
    expect(await manageLinks()).toEqual([
      ['Details', '/management/courses/e1/details/edit'],
      ['Guests', '/management/courses/e1/registrations'],
      ['Check-in', '/management/courses/e1/check-in'],
      ['Tickets', '/management/courses/e1/tickets'],
      ['Seating', '/management/courses/e1/seating'],
      ['Team', '/management/courses/e1/teachings'],
      ['Stats', '/management/courses/e1/stats'],
      ['Video', '/management/courses/e1/broadcasts'],
    ]);
  });

  it('leave Tickets, Seating, Stats and Video out for door staff and basic access', async () => {
    renderEvent(true, 'door');
    expect(await manageLinks()).toEqual([
      ['Guests', '/management/courses/e1/registrations'],
      ['Check-in', '/management/courses/e1/check-in'],
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

describe('an event whose dates are over', () => {
  const over = { dates: [{ id: 'd1', startsAt: '2026-03-07T00:00:00.000Z', past: true, soldOut: false }], futureEventCount: 0, nextEvent: null, inPersonTicketsAvailable: false };

  it('tells visitors it has ended instead of offering tickets', async () => {
    renderEvent(false, null, over);
    expect((await screen.findByRole('status')).textContent).toBe('This event has ended');
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).toBeNull();
  });

  it('offers tickets, and says nothing of an end, while a date is to come', async () => {
    renderEvent(false, null, {
      dates: [{ id: 'd2', startsAt: '2099-03-07T00:00:00.000Z', past: false, soldOut: false }],
      futureEventCount: 1,
      nextEvent: { id: 'd2' },
      inPersonTicketsAvailable: true,
    });
    expect((await screen.findByRole('link', { name: 'Get Tickets' })).getAttribute('href')).toBe('/checkout/e1?event=d2&ticketType=in-person');
    expect(screen.queryByText('This event has ended')).toBeNull();
  });
});

describe('a draft with dates in the past', () => {
  const warnings = async () => within(await screen.findByRole('list', { name: 'Dates in the past' })).getAllByRole('listitem').map((li) => li.textContent);

  it('warns its managers before publishing, date by date in the event’s time zone', async () => {
    renderEvent(true, 'admin', {
      published: false,
      dates: [
        { id: 'd1', startsAt: '2026-03-07T00:00:00.000Z', past: true, soldOut: false },
        { id: 'd2', startsAt: '2099-03-07T00:00:00.000Z', past: false, soldOut: false },
      ],
    });
    expect(await warnings()).toEqual(['Fri, Mar 6, 2026 · 7:00 PM EST is in the past.']);
  });

  it('says when every date is in the past, and shows why publishing was refused', async () => {
    const refusal = vi
      .spyOn(fetchClient, 'POST')
      .mockResolvedValue({ error: { message: 'This event’s dates are all in the past' }, response: new Response(null, { status: 422 }) } as Awaited<ReturnType<typeof fetchClient.POST>>);
    renderEvent(true, 'admin', { published: false, dates: [{ id: 'd1', startsAt: '2026-03-07T00:00:00.000Z', past: true, soldOut: false }] });
    expect(await warnings()).toEqual(['This event’s dates are all in the past: change them before publishing.']);
    fireEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This event’s dates are all in the past');
    refusal.mockRestore();
  });

  it('shows no warning when every date is to come', async () => {
    renderEvent(true, 'admin', { published: false, dates: [{ id: 'd2', startsAt: '2099-03-07T00:00:00.000Z', past: false, soldOut: false }] });
    await screen.findByRole('button', { name: 'Publish Event' });
    expect(screen.queryByRole('list', { name: 'Dates in the past' })).toBeNull();
  });
});

describe('the event’s banner messages and theme', () => {
  afterEach(() => localStorage.clear());
  const bannerMessages = [
    { type: 'info', message: 'Doors at 7', color: '#fde68a', dismissible: true, ctaText: 'Map', ctaUrl: 'https://example.com/map' },
    { type: 'warning', message: 'No re-entry', color: '#1e3a8a', dismissible: false },
  ];
  const banners = () => screen.queryAllByRole('note').map((note) => note.textContent);

  it('lets a visitor dismiss a dismissible banner, and remembers it in this browser', async () => {
    renderEvent(false, null, { bannerMessages });
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(banners()).toEqual(['Doors at 7Map×', 'No re-entry']);
    // Only the dismissible one has a button; its text reads on its colour, dark or light.
    expect(screen.queryByRole('button', { name: 'Dismiss: No re-entry' })).toBeNull();
    expect(screen.getAllByRole('note').map((note) => note.style.color)).toEqual(['rgb(23, 23, 23)', 'rgb(250, 250, 250)']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Doors at 7' }));
    expect(banners()).toEqual(['No re-entry']);

    // The visitor comes back: still dismissed. Rewritten by the organizer, the banner shows again.
    cleanup();
    renderEvent(false, null, { bannerMessages });
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(banners()).toEqual(['No re-entry']);
    cleanup();
    renderEvent(false, null, { bannerMessages: [{ ...bannerMessages[0], message: 'Doors at 8' }, bannerMessages[1]] });
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(banners()).toEqual(['Doors at 8Map×', 'No re-entry']);
  });

  it('shows a banner again once the organizer makes it one visitors cannot dismiss', async () => {
    localStorage.setItem('limelight:dismissed-banners:e1', JSON.stringify(['Doors at 7']));
    renderEvent(false, null, { bannerMessages: [{ ...bannerMessages[0], dismissible: false }] });
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(banners()).toEqual(['Doors at 7Map']);
  });

  it('wears the event’s theme', async () => {
    const { container } = renderEvent(false, null, { theme: 'dark' });
    await screen.findByRole('heading', { name: 'Harvest Moon Concert' });
    expect(container.querySelector('main')?.getAttribute('data-event-theme')).toBe('dark');
  });
});
