import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EventForm } from './event-form';

afterEach(cleanup);

const OWNER = '5d1c7a2e-0000-4000-8000-0000000000aa';
const settingsKey = ['get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: OWNER } } }] as const;
const categories: [readonly unknown[], unknown] = [['get', '/client_side_api/v1/course_categories'], []];

const open = (ownerTimezone?: string) =>
  renderWithProviders(<EventForm ownerId={OWNER} />, {
    path: `/e/new?ownerId=${OWNER}`,
    data: ownerTimezone ? [categories, [settingsKey, { id: OWNER, timezone: ownerTimezone }]] : [categories],
  });
const timeZone = async () => (await screen.findByLabelText('Time zone')) as HTMLSelectElement;

describe('the simple event form’s time zone', () => {
  it('starts at the owner’s time zone', async () => {
    open('Europe/Berlin');
    expect((await timeZone()).value).toBe('Europe/Berlin');
  });

  it('starts at the browser’s zone while the owner’s is unknown, offered even when the browser lists no such zone (never blank)', async () => {
    open();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const select = await timeZone();
    expect(select.value).toBe(browserZone);
    expect(select.selectedOptions[0]?.textContent).toBe(browserZone);
  });

  it('keeps a zone the organizer chose before the owner’s arrived', async () => {
    const { queryClient } = open();
    fireEvent.change(await timeZone(), { target: { value: 'Asia/Tokyo' } });
    await act(async () => queryClient.setQueryData(settingsKey, { id: OWNER, timezone: 'Europe/Berlin' }));
    expect((await timeZone()).value).toBe('Asia/Tokyo');
  });
});

describe('the simple event form’s ticket rows', () => {
  it('show a label above every field, and name each field after its ticket', async () => {
    open('Europe/Berlin');
    const row = await screen.findByRole('group', { name: 'Ticket 1' });
    const fields = [...row.querySelectorAll<HTMLElement>('input, select, textarea')];
    expect(fields.map((field) => field.getAttribute('aria-label'))).toEqual(['Ticket 1 name', 'Ticket 1 attendance', 'Ticket 1 price', 'Ticket 1 currency', 'Ticket 1 quantity']);
    // The visible caption: the text of the label around the field, other than the field's own options.
    const captions = fields.map((field) => field.closest('label')?.querySelector('span')?.textContent);
    expect(captions).toEqual(['Name', 'Attendance', 'Price', 'Currency', 'Quantity']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a ticket type' }));
    const second = await screen.findByRole('group', { name: 'Ticket 2' });
    expect(within(second).getByRole('textbox', { name: 'Ticket 2 quantity' }).closest('label')?.querySelector('span')?.textContent).toBe('Quantity');
  });
});
