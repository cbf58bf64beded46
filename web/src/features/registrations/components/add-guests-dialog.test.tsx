import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ownerCardReadersQuery } from '../api/terminal';
import { AddGuestsDialog } from './add-guests-dialog';

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const dates = [{ id: 'd1', startsAt: '2030-01-01T19:00:00Z', past: false }] as never;
const ticketTypes = [{ id: 't1', eventDateId: 'd1', name: 'General', available: 10, visibilityScope: 'other' }] as never;
const dialog = (readers: unknown[]) =>
  renderWithProviders(<AddGuestsDialog eventId="e1" ownerId={ownerId} dates={dates} ticketTypes={ticketTypes} timezone="UTC" initialDateId="d1" onClose={() => undefined} onAdded={() => undefined} />, {
    data: [[ownerCardReadersQuery(ownerId).queryKey, readers]],
  });

afterEach(cleanup);

describe('AddGuestsDialog payment', () => {
  it("offers 'Comp (free)' and keeps 'Card reader' disabled, with the reason, while the owner has no readers", async () => {
    dialog([]);
    expect(((await screen.findByRole('radio', { name: 'Comp (free)' })) as HTMLInputElement).checked).toBe(true);
    const reader = screen.getByRole('radio', { name: 'Card reader' }) as HTMLInputElement;
    expect(reader.disabled).toBe(true);
    expect(screen.getByText('Add a card reader on the Payouts settings to take card payments here.').id).toBe(reader.getAttribute('aria-describedby'));
    expect(screen.getByRole('button', { name: 'Add guests' })).toBeTruthy();
  });

  it('lets the box office choose one of the readers and charge there', async () => {
    dialog([
      { id: 'r1', name: 'Front desk', stripeReaderId: 'tmr_1', stripeSerialNumber: 'S1' },
      { id: 'r2', name: 'Back bar', stripeReaderId: 'tmr_2', stripeSerialNumber: 'S2' },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Card reader' }));
    const select = screen.getByRole('combobox', { name: 'Card reader' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Front desk', 'Back bar']);
    expect(screen.getByRole('button', { name: 'Charge at card reader' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });
});
