import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { RegistrationsPage } from './registrations-page';

const event = { id: 'e1', name: 'Riverside Jazz', timezone: 'UTC', canManage: true, accessSetting: 'door', owner: { id: 'o1' }, ticketTypes: [], dates: [{ id: 'd1', startsAt: '2030-12-05T00:00:00.000Z', past: false }] };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the guest list', () => {
  it("leads the event's staff to the box office of the date shown and to the door check-in", async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation((() => Promise.resolve({ data: { data: [], page: 1, perPage: 10, totalCount: 0 }, response: new Response(null, { status: 200 }) })) as never);
    renderWithProviders(<RegistrationsPage eventId="e1" dateId="d1" successMessage={undefined} onDate={() => undefined} onDismissMessage={() => undefined} onGuestsAdded={() => undefined} />, {
      data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event]],
    });
    expect((await screen.findByRole('link', { name: 'Box office' })).getAttribute('href')).toBe('/personal_order?course=e1&event=d1');
    expect(screen.getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe('/management/courses/e1/check-in?event_id=d1');
  });
});
