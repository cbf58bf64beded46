import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { eventTicketsKey, ownerListsParams } from '../api/event-tickets';
import type { ManagedTickets } from '../ticket-types';
import { EventTicketsPage } from './event-tickets-page';

afterEach(cleanup);

const data = {
  eventId: 'e1',
  ownerId: 'o1',
  eventName: 'Porch Songs',
  timezone: 'America/New_York',
  currency: 'usd',
  feePercent: 1,
  currencies: [{ code: 'usd', symbol: '$', digits: 2, fixedFee: 69 }],
  dates: [{ id: 'd1', startsAt: '2030-06-05T23:00:00.000Z', endsAt: null, doorTime: null, past: false, sold: 0, ticketTypes: [] }],
} as unknown as ManagedTickets;

const renderPage = () =>
  renderWithProviders(<EventTicketsPage id="e1" />, {
    data: [
      [eventTicketsKey('e1'), data],
      [['get', '/client_side_api/v1/profile_management/membership_tiers', { params: { query: { ownerId: 'o1' } } }], [{ id: 'tier-gold', name: 'Gold', archived: false }]],
      [
        ['get', '/client_side_api/v1/profile_management/custom_user_lists', { params: { query: ownerListsParams('o1') } }],
        { data: [{ id: 'list-porch', name: 'Porch friends', userCount: 12, createdAt: '2030-01-05T12:00:00.000Z' }], totalCount: 1, page: 1, perPage: 100 },
      ],
      [['get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: 'o1' } } }], { id: 'o1', username: 'riverside' }],
    ],
  });

/** Text a sighted person reads as the field's caption: its label, or the legend of its group, without hidden text or a select's options. */
function caption(field: HTMLElement): string {
  const visibleText = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('.sr-only, select, option, input, textarea, [role="listbox"]').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim() ?? '';
  };
  const label = (field as HTMLInputElement).labels?.[0];
  if (label && !label.classList.contains('sr-only') && visibleText(label)) return visibleText(label);
  const legend = field.closest('fieldset')?.querySelector(':scope > legend');
  return legend && !legend.classList.contains('sr-only') ? visibleText(legend) : '';
}

describe('a ticket row of the tickets page', () => {
  it.each(['other', 'secret', 'member', 'list'])('shows a caption for every field (visibility %s)', async (visibility) => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a ticket type' }));
    const row = screen.getByRole('group', { name: 'Ticket 1' });
    fireEvent.change(within(row).getByLabelText('Visibility'), { target: { value: visibility } });
    const fields = [...row.querySelectorAll<HTMLElement>('input, select, textarea')];
    expect(fields.length).toBeGreaterThan(8);
    expect(fields.filter((field) => !caption(field)).map((field) => field.outerHTML)).toEqual([]);
  });
});
