import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { deliveriesQuery, deliveryQuery } from '../api/webhooks';
import type { Delivery, DeliveryRow } from '../developer-zone';
import { LogDetail } from './log-detail';
import { LogsTable } from './logs-table';

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const basePath = '/manage/riverside/developer-zone';
const thisYear = new Date().getFullYear();

const log = (id: string, over: Partial<DeliveryRow>): DeliveryRow => ({
  id,
  webhookId: 'w1',
  eventName: 'order.created',
  status: 'delivered',
  createdAt: new Date(thisYear, 2, 5, 14, 7).toISOString(),
  ...over,
});

const firstPage = { ownerId, page: 1, perPage: 100, eventName: undefined, status: undefined };

afterEach(cleanup);

describe('LogsTable', () => {
  it('shows each delivery’s status and event, its date and time, and a Details link', async () => {
    const data = [log('d1', {}), log('d2', { eventName: 'ticket.issued', status: 'failed', createdAt: new Date(thisYear - 1, 11, 31, 9, 30).toISOString() })];
    renderWithProviders(<LogsTable ownerId={ownerId} basePath={basePath} />, { data: [[deliveriesQuery(firstPage).queryKey, { data, totalCount: 2, page: 1, perPage: 100 }]] });
    const table = await screen.findByRole('table', { name: 'Logs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['deliveredorder.created', '5 Mar 14:07 PM', 'Details'],
      ['failedticket.issued', `31 Dec, ${thisYear - 1} 09:30 AM`, 'Details'],
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`${basePath}/logs/d2`);
    expect(screen.getByText('2 logs')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Filter by status' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Filter by status', 'delivered', 'failed']);
    expect(screen.getByRole('searchbox', { name: 'Search by Event' })).toBeTruthy();
  });

  it('pages 100 logs at a time with at most 3 page numbers', async () => {
    const data = Array.from({ length: 100 }, (_, n) => log(`d${n}`, {}));
    renderWithProviders(<LogsTable ownerId={ownerId} basePath={basePath} />, { data: [[deliveriesQuery(firstPage).queryKey, { data, totalCount: 450, page: 1, perPage: 100 }]] });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('450 logs')).toBeTruthy();
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
  });

  it('shows 10 skeleton rows while the logs load', async () => {
    renderWithProviders(<LogsTable ownerId={ownerId} basePath={basePath} />);
    expect(await screen.findAllByTestId('log-skeleton')).toHaveLength(10);
  });
});

describe('LogDetail', () => {
  it('shows Event ID with the status, the origin date, the pretty-printed payload and the attempts', async () => {
    const delivery: Delivery = {
      ...log('d1', { status: 'failed' }),
      url: 'https://example.com/hooks',
      payload: { type: 'order.created', timestamp: '2026-03-05T14:07:00.000Z', data: { orderId: 'o1' } },
      attempts: [{ at: new Date(thisYear, 2, 5, 14, 7, 1).toISOString(), statusCode: null, error: 'connection refused', durationMs: 12 }],
      nextAttemptAt: null,
    };
    renderWithProviders(<LogDetail ownerId={ownerId} id="d1" basePath={basePath} />, { data: [[deliveryQuery(ownerId, 'd1').queryKey, delivery]] });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Event ID failed');
    expect(screen.getByText('d1')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('pre')?.textContent).toBe(JSON.stringify(delivery.payload, null, 2)));
    expect(screen.getByText('connection refused')).toBeTruthy();
    expect(screen.getByText(`5 Mar ${thisYear}, 14:07:00`)).toBeTruthy();
  });
});
