import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import type { Timers } from '../hooks/terminal-payment';
import { PersonalOrderPage } from './personal-order-page';

const ORDER = '5c4b3a29-1807-4f6e-9d5c-4b3a29180716';
const event = {
  id: 'e1',
  name: 'Riverside Jazz',
  timezone: 'America/New_York',
  canManage: true,
  accessSetting: 'admin',
  dates: [{ id: 'd1', startsAt: '2030-12-05T00:00:00.000Z', past: false }],
};
const general = { id: 't1', name: 'General', attendance: 'in-person', price: 2500, currency: 'usd', available: 10, visibilityScope: 'other' };
const backstage = { id: 't2', name: 'Backstage', attendance: 'in-person', price: 5000, currency: 'usd', available: 2, visibilityScope: 'secret' };
const readers = [
  { id: 'r1', name: 'Front desk', stripeReaderId: 'tmr_1' },
  { id: 'r2', name: 'Bar', stripeReaderId: 'tmr_2' },
];
const office = (cardReaders: unknown[] = readers) => ({ eventDateId: 'd1', ticketTypes: [general, backstage], cardReaders });

type Reply = { data?: unknown; error?: unknown; status?: number };
const reply = (r: Reply) => Promise.resolve({ data: r.data, error: r.error, response: new Response(null, { status: r.status ?? 200 }) });

/** The API: the box office read answers `box`; each POST path answers from its own queue. */
function api(box: Reply, posts: Record<string, Reply[]> = {}) {
  vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => reply(path.endsWith('/box_office') ? box : { error: { message: `no answer for ${path}` }, status: 500 })) as never);
  return vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string) => reply(posts[path]?.shift() ?? { error: { message: `no answer for ${path}` }, status: 500 })) as never);
}
const sent = (post: ReturnType<typeof api>) => (post.mock.calls as unknown as [string, { body: unknown }][]).map(([path, init]) => ({ path: path.split('/').pop(), body: init.body }));

const renderPage = (eventData: unknown = event, timers?: Timers) =>
  renderWithProviders(<PersonalOrderPage eventId="e1" dateId="d1" onDate={() => undefined} timers={timers} />, {
    data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], eventData]],
  });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const quantity = (ticket: string, n: number) => fireEvent.change(screen.getByRole('combobox', { name: `${ticket} quantity` }), { target: { value: String(n) } });

/** A clock the test moves by hand: timers fire only when it passes their time. */
class FakeClock implements Timers {
  private time = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    this.timers.set(++this.next, { at: this.time + ms, run });
    return this.next;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  async advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      await act(async () => due[1].run());
    }
    this.time = until;
  }
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the box office page (/personal_order)', () => {
  it('sells two tickets for cash to a buyer without e-mail and shows the order number and the tickets', async () => {
    const post = api({ data: office() }, { '/client_side_api/v1/management/courses/{id}/box_office_orders': [{ data: { orderId: ORDER, amount: 5000, currency: 'usd', paymentMethod: 'cash', status: 'completed', registrationIds: ['a', 'b'], expiresAt: null }, status: 201 }] });
    renderPage();
    expect(await screen.findByText('Backstage')).toBeTruthy();
    expect(screen.getByText('Secret')).toBeTruthy();
    expect(screen.getByText('$25 · 10 left')).toBeTruthy();
    // Quantities start at 0, up to what is left.
    const backstageQuantity = screen.getByRole('combobox', { name: 'Backstage quantity' }) as HTMLSelectElement;
    expect([...backstageQuantity.options].map((o) => o.value)).toEqual(['0', '1', '2']);

    quantity('General', 2);
    fill('First name', 'Nina');
    fill('Last name', 'Simone');
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Take $50 in cash' }));

    const done = await screen.findByRole('region', { name: 'Sale complete' });
    expect(within(done).getByText('5c4b3a29')).toBeTruthy();
    expect(done.textContent).toContain('2 tickets for Nina Simone, $50 paid in cash.');
    expect(within(done).getByRole('link', { name: 'View tickets' }).getAttribute('href')).toBe(`/tickets/${ORDER}`);
    expect(within(done).getByRole('link', { name: 'See the guest list' }).getAttribute('href')).toBe('/management/courses/e1/registrations?event_id=d1');
    const nina = { firstName: 'Nina', lastName: 'Simone', email: undefined };
    expect(sent(post)).toEqual([{ path: 'box_office_orders', body: { eventDateId: 'd1', tickets: [{ id: 't1', quantity: 2 }], guests: [nina, nina], paymentMethod: 'cash' } }]);

    // The tickets print from their PDF.
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation((() => reply({ data: pdf })) as never);
    const saved = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:tickets'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href);
    });
    fireEvent.click(within(done).getByRole('button', { name: 'Print tickets (PDF)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(`tickets-${ORDER}.pdf`, 'blob:tickets'));
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/orders/{id}/tickets.pdf', { params: { path: { id: ORDER } }, parseAs: 'blob' });

    // The next sale starts from an empty form.
    fireEvent.click(within(done).getByRole('button', { name: 'New sale' }));
    expect(((await screen.findByRole('combobox', { name: 'General quantity' })) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('First name', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it("asks for a ticket and the buyer's name, checks an e-mail only when given, and shows the API's refusal", async () => {
    const post = api({ data: office() }, { '/client_side_api/v1/management/courses/{id}/box_office_orders': [{ error: { message: 'Sold out' }, status: 422 }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Take $0 in cash' }));
    expect(screen.getByText('Please select at least one ticket')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    quantity('Backstage', 1);
    fill('First name', 'R2D2');
    fill('Last name', 'Droid');
    fill('Email (optional)', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Take $50 in cash' }));
    expect(screen.getByText('Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('First name', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please select at least one ticket')).toBeNull();
    expect(post).not.toHaveBeenCalled();

    fill('First name', 'Ella');
    fill('Email (optional)', ' Ella@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Take $50 in cash' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sold out');
    expect(sent(post)[0]!.body).toMatchObject({ guests: [{ firstName: 'Ella', lastName: 'Droid', email: 'ella@example.com' }] });
    expect(screen.queryByRole('region', { name: 'Sale complete' })).toBeNull();
  });

  it('charges at the chosen card reader, presents the test card and completes', async () => {
    const post = api(
      { data: office() },
      {
        '/client_side_api/v1/management/courses/{id}/box_office_orders': [{ data: { orderId: ORDER, amount: 2500, currency: 'usd', paymentMethod: 'terminal', status: 'pending', registrationIds: ['a'], expiresAt: '2030-01-01T00:09:00Z' }, status: 201 }],
        '/client_side_api/v1/stripe_terminals/process_payment': [{ data: { status: 'processing', message: null, testMode: true } }],
        '/client_side_api/v1/stripe_terminals/confirm_payment': [{ data: { status: 'succeeded', message: null } }],
      },
    );
    renderPage();
    await screen.findByText('General');
    quantity('General', 1);
    fill('First name', 'Nina');
    fill('Last name', 'Simone');
    fireEvent.click(screen.getByRole('radio', { name: 'Card reader' }));
    const select = screen.getByRole('combobox', { name: 'Card reader' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Front desk', 'Bar']);
    fireEvent.change(select, { target: { value: 'r2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Charge $25 at card reader' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Processing payment...');
    fireEvent.click(within(status).getByRole('button', { name: 'Confirm Payment' }));
    const done = await screen.findByRole('region', { name: 'Sale complete' });
    expect(done.textContent).toContain('1 ticket for Nina Simone, $25 paid at the card reader.');
    expect(sent(post)).toEqual([
      { path: 'box_office_orders', body: { eventDateId: 'd1', tickets: [{ id: 't1', quantity: 1 }], guests: [{ firstName: 'Nina', lastName: 'Simone', email: undefined }] } },
      { path: 'process_payment', body: { id: ORDER, readerId: 'r2' } },
      { path: 'confirm_payment', body: { id: ORDER, readerId: 'r2' } },
    ]);
  });

  it("polls the reader every 3 seconds, shows a decline for 5 seconds, and Try Again charges the same order", async () => {
    const clock = new FakeClock();
    const post = api(
      { data: office() },
      {
        '/client_side_api/v1/management/courses/{id}/box_office_orders': [{ data: { orderId: ORDER }, status: 201 }],
        '/client_side_api/v1/stripe_terminals/process_payment': [{ data: { status: 'processing', message: null, testMode: false } }, { data: { status: 'processing', message: null, testMode: false } }],
        '/client_side_api/v1/stripe_terminals/check_payment_status': [{ data: { status: 'failed', message: 'Your card was declined.' } }, { data: { status: 'succeeded', message: null } }],
      },
    );
    renderPage(event, clock);
    await screen.findByText('General');
    quantity('General', 1);
    fill('First name', 'Nina');
    fill('Last name', 'Simone');
    fireEvent.click(screen.getByRole('radio', { name: 'Card reader' }));
    fireEvent.click(screen.getByRole('button', { name: 'Charge $25 at card reader' }));
    const status = await screen.findByRole('status');
    // No test card outside test mode.
    expect(within(status).queryByRole('button', { name: 'Confirm Payment' })).toBeNull();

    await clock.advance(3000);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    await clock.advance(5000);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Charge $25 at card reader' }));
    await screen.findByRole('status');
    await clock.advance(3000);
    expect((await screen.findByRole('region', { name: 'Sale complete' })).textContent).toContain('paid at the card reader');
    // One order, handed to the reader twice.
    expect(sent(post).map((call) => call.path)).toEqual(['box_office_orders', 'process_payment', 'check_payment_status', 'process_payment', 'check_payment_status']);
  });

  it('keeps Card reader disabled, with the reason, while the owner has no readers', async () => {
    api({ data: office([]) });
    renderPage();
    const reader = (await screen.findByRole('radio', { name: 'Card reader' })) as HTMLInputElement;
    expect(reader.disabled).toBe(true);
    expect(screen.getByText('Add a card reader on the Payouts settings to take card payments here.').id).toBe(reader.getAttribute('aria-describedby'));
  });

  it('refuses people who may not sell for the event (403 from the API, or basic access)', async () => {
    api({ error: { message: 'Forbidden' }, status: 403 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are not allowed to sell tickets for this event' })).toBeTruthy();
    cleanup();
    api({ data: office() });
    renderPage({ ...event, accessSetting: 'basic' });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to sell tickets for this event' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /in cash/ })).toBeNull());
  });
});
