import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { webhooksQuery } from '../api/webhooks';
import type { Webhook } from '../developer-zone';
import { WebhooksTable } from './webhooks-table';

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const basePath = '/manage/riverside/developer-zone';
const local = (y: number, m: number, d: number) => new Date(y, m, d, 12).toISOString();

const webhook = (over: Partial<Webhook>): Webhook => ({
  id: 'w',
  ownerId,
  url: 'https://example.com/hooks',
  description: '',
  status: 'active',
  eventTypes: ['order.created'],
  createdAt: local(2026, 0, 1),
  secretKey: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
  ...over,
});

const rows = [
  webhook({ id: 'a', url: 'https://b.example.com/in', status: 'active', eventTypes: ['order.created', 'order.completed'], createdAt: local(2026, 2, 5) }),
  webhook({ id: 'b', url: 'https://a.example.com/in', status: 'inactive', eventTypes: ['ticket.issued'], createdAt: local(2025, 10, 20) }),
  webhook({ id: 'c', url: 'https://c.example.com/in', status: 'active', eventTypes: ['ticket.issued', 'ticket.cancelled', 'ticket.refunded'], createdAt: local(2026, 5, 9) }),
];

const show = (data: Webhook[]) =>
  renderWithProviders(<WebhooksTable ownerId={ownerId} basePath={basePath} />, { data: [[webhooksQuery(ownerId).queryKey, { data, totalCount: data.length, page: 1, perPage: 100 }]] });

const bodyRows = () => within(screen.getByRole('table', { name: 'Webhooks' })).getAllByRole('row').slice(1);
const urls = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WebhooksTable', () => {
  it('lists each webhook with its status, events, date and a masked secret', async () => {
    show(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const cells = within(bodyRows()[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['https://a.example.com/in', 'Paused', '1 event', '20 Nov 2025', 'whsec_••••••••••••••••']);
    expect(within(bodyRows()[0]!).getByText('Active')).toBeTruthy();
    expect(within(bodyRows()[0]!).getByText('2 events')).toBeTruthy();
    expect(document.body.textContent).not.toContain('c2VjcmV0');
  });

  it('sorts by a column ascending, then descending, on each header click', async () => {
    show(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const header = screen.getByRole('button', { name: /Webhooks/ });
    fireEvent.click(header);
    expect(urls()).toEqual(['https://a.example.com/in', 'https://b.example.com/in', 'https://c.example.com/in']);
    expect(screen.getByRole('columnheader', { name: /Webhooks/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(urls()).toEqual(['https://c.example.com/in', 'https://b.example.com/in', 'https://a.example.com/in']);

    fireEvent.click(screen.getByRole('button', { name: /Listening to/ }));
    expect(urls()).toEqual(['https://a.example.com/in', 'https://b.example.com/in', 'https://c.example.com/in']);
    fireEvent.click(screen.getByRole('button', { name: /Date created/ }));
    expect(urls()).toEqual(['https://a.example.com/in', 'https://b.example.com/in', 'https://c.example.com/in']);
    fireEvent.click(screen.getByRole('button', { name: /Date created/ }));
    expect(urls()).toEqual(['https://c.example.com/in', 'https://b.example.com/in', 'https://a.example.com/in']);
  });

  it('shows 3 skeleton rows while the webhooks load', async () => {
    renderWithProviders(<WebhooksTable ownerId={ownerId} basePath={basePath} />);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(3);
  });

  describe('row menu', () => {
    const writeText = vi.fn<(text: string) => Promise<void>>();
    beforeEach(() => {
      writeText.mockReset();
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    });

    const openMenu = async () => {
      show([rows[0]!]);
      const trigger = await screen.findByRole('button', { name: 'Actions for https://b.example.com/in' });
      fireEvent.keyDown(trigger, { key: 'Enter' });
      return screen.findByRole('menu');
    };

    it('offers Edit (to the edit page), Copy secret key and Delete', async () => {
      const menu = await openMenu();
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Copy secret key', 'Delete']);
      expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe(`${basePath}/edit/a`);
    });

    it('copies the full secret key and says Copied! for 2 seconds', async () => {
      writeText.mockResolvedValue(undefined);
      const menu = await openMenu();
      vi.useFakeTimers();
      await act(async () => {
        fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy secret key' }));
      });
      expect(writeText).toHaveBeenCalledWith(rows[0]!.secretKey);
      expect(within(menu).getByRole('menuitem', { name: 'Copied!' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1999));
      expect(within(menu).queryByRole('menuitem', { name: 'Copied!' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(within(menu).getByRole('menuitem', { name: 'Copy secret key' })).toBeTruthy();
    });

    it('only logs a refused copy', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      writeText.mockRejectedValue(new Error('denied'));
      const menu = await openMenu();
      await act(async () => {
        fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy secret key' }));
      });
      expect(logged).toHaveBeenCalled();
      expect(within(menu).getByRole('menuitem', { name: 'Copy secret key' })).toBeTruthy();
      logged.mockRestore();
    });

    it('Delete asks first: Delete code, Permanently delete {url}?, and Cancel keeps the webhook', async () => {
      const menu = await openMenu();
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete code' });
      expect(within(dialog).getByText('Permanently delete https://b.example.com/in?')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodyRows()).toHaveLength(1);
    });
  });
});
