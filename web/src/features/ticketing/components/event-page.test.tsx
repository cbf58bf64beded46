import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../lib/api/schema.gen';
import { renderWithProviders } from '../../../test/render';
import { EventPage } from './event-page';

afterEach(cleanup);

const event = (canManage: boolean) =>
  ({
    id: 'e1',
    name: 'Harvest Moon Concert',
    timezone: 'America/New_York',
    owner: { id: 'o1', name: 'Riverside Arts', username: 'riverside', type: 'school', avatar: null },
    collaborators: [],
    canManage,
    published: true,
    bannerMessages: [],
    dates: [],
    images: [],
    location: { name: null, address: null },
    locationSetting: 'tba',
    shareUrl: '/event/e1',
  }) as unknown as components['schemas']['EventResponse'];

const renderEvent = (canManage: boolean) =>
  renderWithProviders(<EventPage id="e1" followOwner={(owner) => <button type="button">Follow {owner.username}</button>} />, {
    data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event(canManage)]],
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
