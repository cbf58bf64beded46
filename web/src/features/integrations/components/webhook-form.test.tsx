import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { webhookQuery } from '../api/webhooks';
import type { Webhook } from '../developer-zone';
import { WebhookFormPage } from './webhook-form';

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const basePath = '/manage/riverside/developer-zone';

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, name: string) => within(group(groupName)).getByRole('checkbox', { name }) as HTMLInputElement;
const ticked = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('checkbox')
    .map((b) => (b as HTMLInputElement).checked);

afterEach(cleanup);

describe('WebhookFormPage', () => {
  it('refuses a missing URL and no events, and an http URL, before anything is sent', async () => {
    renderWithProviders(<WebhookFormPage ownerId={ownerId} basePath={basePath} />);
    const submit = await screen.findByRole('button', { name: 'Create Webhook' });
    fireEvent.click(submit);
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['Webhook URL is required', 'Please select at least one event']);

    fireEvent.change(screen.getByRole('textbox', { name: /Webhook URL/ }), { target: { value: 'http://example.com/hooks' } });
    fireEvent.click(box('Orders', 'order.created'));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Invalid Webhook URL: HTTPS Required']));
    // New webhooks are created active: the form has no status.
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
  });

  it('a group’s all box ticks and clears the group, and is ticked only when every event is', async () => {
    renderWithProviders(<WebhookFormPage ownerId={ownerId} basePath={basePath} />);
    await screen.findByRole('group', { name: 'Tickets' });
    fireEvent.click(box('Tickets', 'All'));
    expect(ticked('Tickets')).toEqual([true, true, true, true, true, true, true]);
    expect(ticked('Orders')).toEqual([false, false, false]);
    fireEvent.click(box('Tickets', 'ticket.refunded'));
    expect(box('Tickets', 'All').checked).toBe(false);
    fireEvent.click(box('Tickets', 'ticket.refunded'));
    expect(box('Tickets', 'All').checked).toBe(true);
    fireEvent.click(box('Tickets', 'All'));
    expect(ticked('Tickets')).toEqual([false, false, false, false, false, false, false]);

    fireEvent.click(box('Orders', 'order.created'));
    expect(box('Orders', 'All').checked).toBe(false);
    fireEvent.click(box('Orders', 'order.completed'));
    expect(box('Orders', 'All').checked).toBe(true);
  });

  it('on edit, starts from the saved webhook: its events and group all boxes ticked, and Active or Paused', async () => {
    const saved: Webhook = {
      id: 'w1',
      ownerId,
      url: 'https://example.com/hooks',
      description: '<p>Sends <strong>orders</strong></p>',
      status: 'inactive',
      eventTypes: ['order.created', 'order.completed', 'membership.subscription.expired'],
      createdAt: new Date().toISOString(),
      secretKey: 'whsec_x',
    };
    renderWithProviders(<WebhookFormPage ownerId={ownerId} id="w1" basePath={basePath} />, { data: [[webhookQuery(ownerId, 'w1').queryKey, saved]] });
    expect(await screen.findByRole('heading', { name: 'Edit Webhook' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Webhook URL/ }) as HTMLInputElement).value).toBe('https://example.com/hooks');
    expect(ticked('Orders')).toEqual([true, true, true]);
    expect(ticked('Memberships')).toEqual([false, false, false, false, true]);
    expect((within(group('Status')).getByRole('radio', { name: 'Paused' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group('Status')).getByRole('radio', { name: 'Active' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' }).innerHTML).toContain('<strong>orders</strong>'));
    expect(screen.getByText('12/2000')).toBeTruthy();
  });

  it('shows a loader until the saved webhook has loaded', async () => {
    renderWithProviders(<WebhookFormPage ownerId={ownerId} id="w1" basePath={basePath} />);
    expect(await screen.findByRole('status', { name: 'Loading webhook' })).toBeTruthy();
  });
});
