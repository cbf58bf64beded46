import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { EventCardData } from '../api/event-cards';
import { EventCard } from './event-card';
import { EventGrid } from './event-grid';

afterEach(cleanup);

const card = (overrides: Partial<EventCardData> = {}): EventCardData => ({
  id: 'e1',
  url: '/event/e1',
  name: 'Late Night Jazz Sessions',
  poster: '/files/jazz.webp',
  timezone: 'America/New_York',
  owner: { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', type: 'school', avatar: null },
  collaborators: [],
  // 01:30 UTC on the 8th is 8:30 PM on the 7th in New York.
  nextEvent: { id: 'd1', startsAt: '2026-03-08T01:30:00.000Z', endsAt: '2026-03-08T04:00:00.000Z', registrationsCount: 3 },
  lastEvent: { startsAt: '2026-03-08T01:30:00.000Z' },
  futureEventCount: 1,
  location: { name: 'The Blue Room', address: '12 River St' },
  locationSetting: 'other',
  online: false,
  tags: [],
  category: null,
  ...overrides,
});

describe('EventCard', () => {
  it('shows the next date in the event’s own time zone and leads to the event page', async () => {
    renderWithProviders(<EventCard event={card()} />);
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('Sat, Mar 7, 2026 · 8:30 PM EST');
    expect(article.textContent).not.toContain('more date');
    expect(screen.getByRole('link', { name: 'Late Night Jazz Sessions' }).getAttribute('href')).toBe('/event/e1');
    expect(article.textContent).toContain('The Blue Room');
  });

  it('shows the same instant in another zone as that zone’s day', async () => {
    renderWithProviders(<EventCard event={card({ timezone: 'Europe/Paris' })} />);
    expect((await screen.findByRole('article')).textContent).toContain('Sun, Mar 8, 2026 · 2:30 AM GMT+1');
  });

  it('counts the other future dates', async () => {
    renderWithProviders(<EventCard event={card({ futureEventCount: 4 })} />);
    expect(await screen.findByText('3 more dates')).toBeTruthy();
    cleanup();
    renderWithProviders(<EventCard event={card({ futureEventCount: 2 })} />);
    expect(await screen.findByText('1 more date')).toBeTruthy();
  });

  it('links the by-line to the owner’s profile: /o for organizations, /p for users', async () => {
    renderWithProviders(<EventCard event={card()} />);
    expect((await screen.findByRole('link', { name: 'Riverside Arts Collective' })).getAttribute('href')).toBe('/o/riverside');
    cleanup();
    renderWithProviders(<EventCard event={card({ owner: { id: 'u1', name: 'Sam Rivera', username: 'sam', type: 'user', avatar: null } })} />);
    expect((await screen.findByRole('link', { name: 'Sam Rivera' })).getAttribute('href')).toBe('/p/sam');
  });

  it('says To Be Announced or Online when there is no venue', async () => {
    renderWithProviders(<EventCard event={card({ locationSetting: 'tba', location: null })} />);
    expect(await screen.findByText('To Be Announced')).toBeTruthy();
    cleanup();
    renderWithProviders(<EventCard event={card({ locationSetting: 'tba', location: null, online: true })} />);
    expect(await screen.findByText('Online')).toBeTruthy();
  });

  it('shows the designed default poster when there is none or it fails to load', async () => {
    renderWithProviders(<EventCard event={card({ poster: null })} />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/images/default-event.svg');
    cleanup();
    renderWithProviders(<EventCard event={card()} />);
    const img = (await screen.findByRole('article')).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/files/jazz.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-event.svg');
  });

  it('shows the last date of a past event without counting more dates', async () => {
    renderWithProviders(<EventCard event={card({ nextEvent: null, futureEventCount: 0, lastEvent: { startsAt: '2025-12-31T23:00:00.000Z' } })} />);
    expect((await screen.findByRole('article')).textContent).toContain('Wed, Dec 31, 2025 · 6:00 PM EST');
  });
});

describe('EventGrid', () => {
  it('lists one card per event', async () => {
    renderWithProviders(<EventGrid label="Featured events" events={[card(), card({ id: 'e2', url: '/event/e2', name: 'Morning Strings' })]} />);
    const list = await screen.findByRole('list', { name: 'Featured events' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Morning Strings' }).getAttribute('href')).toBe('/event/e2');
  });
});
