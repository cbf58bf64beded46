import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { ManagedAccount } from '../../access';
import { cardReadersQuery, placeQuery, placeSuggestionsQuery, type PlaceAddress } from '../../api/card-readers';
import { AddCardReaderForm } from './add-card-reader-form';
import { CardReadersSection } from './card-readers-section';

const account: ManagedAccount = { id: '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70', username: 'riverside', name: 'Riverside', type: 'School', avatar: null, developerZone: false, referralTracker: false };
const readers = [{ id: 'r1', name: 'Front desk', stripeReaderId: 'tmr_1', stripeSerialNumber: 'WSC513-0001' }];
const typed = '350 5th Ave, New York, NY 10118';
const chosen: PlaceAddress = { address: '350 5th Ave', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US', lat: null, long: null };

afterEach(cleanup);

describe('CardReadersSection', () => {
  it('lists the readers with their id, name and serial number', async () => {
    renderWithProviders(<CardReadersSection account={account} connected />, { data: [[cardReadersQuery(account.id).queryKey, readers]] });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['r1', 'Front desk', 'WSC513-0001']);
    expect(screen.getByRole('link', { name: 'Add card reader' }).getAttribute('href')).toBe('/manage/riverside/settings/payouts/add-card-reader');
  });

  it('disables adding a reader, with the reason, until payments are connected', async () => {
    renderWithProviders(<CardReadersSection account={account} connected={false} />, { data: [[cardReadersQuery(account.id).queryKey, []]] });
    expect(screen.queryByRole('link', { name: 'Add card reader' })).toBeNull();
    const link = await screen.findByRole('button', { name: 'Add card reader' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Connect a Stripe account to add card readers.').id).toBe(link.getAttribute('aria-describedby'));
    expect(screen.getByText('No card readers yet.')).toBeTruthy();
  });
});

describe('AddCardReaderForm', () => {
  it("shows the seeds' messages on save with an empty form", async () => {
    renderWithProviders(<AddCardReaderForm ownerId={account.id} username={account.username} />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' })));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Please enter a card reader name',
      'Please enter a valid pairing code',
      'this field is required',
      'Please enter a valid address',
      'this field is required',
      'Please fill in all the fields to save',
    ]);
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United States (US)');
  });

  it('suggests addresses from 3 characters and takes one chosen with the keyboard, showing its parts', async () => {
    renderWithProviders(<AddCardReaderForm ownerId={account.id} username={account.username} />, {
      data: [
        [placeSuggestionsQuery(typed).queryKey, [{ description: typed, placeId: 'typed:1' }]],
        [placeQuery('typed:1').queryKey, chosen],
      ],
    });
    const search = await screen.findByRole('combobox', { name: /Venue address/ });
    fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(search.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const option = screen.getByRole('option', { name: typed });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    await act(async () => fireEvent.keyDown(search, { key: 'Enter' }));
    const list = await screen.findByLabelText('Chosen address');
    expect(within(list).getAllByRole('definition').map((d) => d.textContent)).toEqual(['350 5th Ave', 'New York', 'New York (NY)', '10118', 'US']);
    expect(search.getAttribute('aria-expanded')).toBe('false');
  });
});
