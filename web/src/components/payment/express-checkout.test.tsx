import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../lib/api/client';
import { currentUserQuery } from '../../lib/current-user';
import { renderWithProviders } from '../../test/render';
import type { PaymentRequest } from './card-payment';
import { ExpressCheckout, type ExpressCheckoutProps } from './express-checkout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as { Stripe?: unknown }).Stripe;
});

const demoPayment: PaymentRequest = { gateway: 'demo', paymentIntent: 'demo_pi_1', clientSecret: 'demo_pi_1_secret', stripePaymentMethod: null };
const signedIn = { id: 'u1', name: 'Sam de la Rivera', username: 'sam', email: 'sam@limelight.example' };

const props = (overrides: Partial<ExpressCheckoutProps> = {}): ExpressCheckoutProps => ({
  gateway: 'demo',
  stripePaymentMethod: null,
  amount: 4178,
  currency: 'usd',
  ready: true,
  placement: 'page',
  returnUrl: '/checkout/thankyou/o1',
  confirm: vi.fn(() => Promise.resolve({ payment: demoPayment })),
  onPaid: vi.fn(),
  ...overrides,
});

/** The demo gateway as the API answers the wallet's payment. */
const demoGateway = () =>
  vi
    .spyOn(fetchClient, 'POST')
    .mockImplementation((() => Promise.resolve({ data: { result: 'succeeded', message: null, zipError: false, orderId: 'o1' }, response: new Response() })) as unknown as typeof fetchClient.POST);

describe('express checkout with the demo gateway', () => {
  it('opens a wallet-like sheet for a signed-in buyer, confirms the order with the payer typed there and pays with the demo card', async () => {
    const post = demoGateway();
    const given = props();
    renderWithProviders(<ExpressCheckout {...given} />, { data: [[currentUserQuery.queryKey, signedIn]] });
    const area = await screen.findByRole('region', { name: 'Express checkout' });
    expect(within(area).getByText('Demo wallet: no money moves.')).toBeTruthy();
    expect(within(area).getByText('Or')).toBeTruthy();

    fireEvent.click(within(area).getByRole('button', { name: 'Demo wallet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Demo wallet' });
    expect(within(sheet).getByText('$41.78')).toBeTruthy();
    expect(document.getElementById(sheet.getAttribute('aria-describedby')!)!.textContent).toContain('no money moves');
    const name = within(sheet).getByLabelText('Name') as HTMLInputElement;
    const email = within(sheet).getByLabelText('E-mail') as HTMLInputElement;
    expect([name.value, email.value]).toEqual(['Sam de la Rivera', 'sam@limelight.example']);

    fireEvent.change(name, { target: { value: '  Ada King Lovelace ' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' })));

    expect(given.confirm).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'King Lovelace', email: 'ada@example.com' });
    expect(post.mock.calls).toEqual([['/client_side_api/v1/demo_payments/{id}/confirm', { params: { path: { id: 'demo_pi_1' } }, body: { cardNumber: '4242424242424242' } }]]);
    expect(given.onPaid).toHaveBeenCalledTimes(1);
  });

  it('shows why the order could not be confirmed, in the sheet, and pays nothing', async () => {
    const post = demoGateway();
    const given = props({ confirm: vi.fn(() => Promise.resolve({ error: 'Last name is required' })) });
    renderWithProviders(<ExpressCheckout {...given} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demo wallet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Demo wallet' });
    expect((within(sheet).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(sheet).getByLabelText('Name'), { target: { value: 'Cher' } });
    fireEvent.change(within(sheet).getByLabelText('E-mail'), { target: { value: 'cher@example.com' } });
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' })));
    expect(given.confirm).toHaveBeenCalledWith({ firstName: 'Cher', lastName: '', email: 'cher@example.com' });
    expect(within(sheet).getByRole('alert').textContent).toBe('Last name is required');
    expect(post).not.toHaveBeenCalled();
    expect(given.onPaid).not.toHaveBeenCalled();
  });

  it('keeps the keyboard in the sheet, closes it with Escape (not while paying) and gives the focus back to the wallet button', async () => {
    let answerConfirm: (answer: { error: string }) => void = () => undefined;
    const given = props({ confirm: vi.fn(() => new Promise<{ error: string }>((resolve) => (answerConfirm = resolve))) });
    renderWithProviders(
      <>
        <button type="button">Elsewhere on the page</button>
        <ExpressCheckout {...given} />
      </>,
    );
    const walletButton = await screen.findByRole('button', { name: 'Demo wallet' });
    expect(walletButton.getAttribute('aria-describedby') && document.getElementById(walletButton.getAttribute('aria-describedby')!)!.textContent).toBe('Demo wallet: no money moves.');
    walletButton.focus();
    fireEvent.click(walletButton);
    const sheet = await screen.findByRole('dialog', { name: 'Demo wallet' });
    await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByLabelText('Name')));
    expect(within(sheet).getByLabelText('Name').getAttribute('aria-describedby')).toBeTruthy();

    // Focus sent outside comes back into the sheet; the page behind is hidden from assistive technology.
    act(() => screen.getByText('Elsewhere on the page').focus());
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Elsewhere on the page' })).toBeNull();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(walletButton);

    // While the order is being confirmed, Escape leaves the sheet open.
    fireEvent.click(walletButton);
    const again = await screen.findByRole('dialog', { name: 'Demo wallet' });
    fireEvent.change(within(again).getByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(within(again).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('button', { name: 'Paying…' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Demo wallet' })).toBeTruthy();
    await act(async () => answerConfirm({ error: 'Sold out' }));
    expect(within(again).getByRole('alert').textContent).toBe('Sold out');
  });

  it('closes the sheet and hands over to the page when the payment does not go through', async () => {
    vi.spyOn(fetchClient, 'POST').mockImplementation((() =>
      Promise.resolve({ data: { result: 'tryAgain', message: 'Your card was declined.', zipError: false, orderId: 'o1' }, response: new Response() })) as unknown as typeof fetchClient.POST);
    const onFailed = vi.fn();
    renderWithProviders(<ExpressCheckout {...props({ onFailed })} />, { data: [[currentUserQuery.queryKey, signedIn]] });
    fireEvent.click(await screen.findByRole('button', { name: 'Demo wallet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Demo wallet' });
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' })));
    expect(onFailed).toHaveBeenCalledWith('tryAgain', 'Your card was declined.', demoPayment);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('waits while the order catches up with the tickets chosen', async () => {
    renderWithProviders(<ExpressCheckout {...props({ ready: false })} />);
    expect(((await screen.findByRole('button', { name: 'Demo wallet' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing for a free total', async () => {
    const { router } = renderWithProviders(<ExpressCheckout {...props({ amount: 0 })} />);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(screen.queryByRole('region', { name: 'Express checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Demo wallet' })).toBeNull();
    expect(screen.queryByText('Or')).toBeNull();
  });

  it('shows in the place that fits the screen: under the tickets from 768 px up, in the summary bar below', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query !== '(min-width: 768px)', addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderWithProviders(
        <>
          <ExpressCheckout {...props({ placement: 'page' })} />
          <div aria-label="Order summary">
            <ExpressCheckout {...props({ placement: 'summary-bar' })} />
          </div>
        </>,
      );
      const button = await screen.findByRole('button', { name: 'Demo wallet' });
      expect(button.closest('[aria-label="Order summary"]')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Demo wallet' })).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('express checkout with Stripe', () => {
  type Handler = (event: unknown) => void;
  /** Stripe.js as the page meets it: one Express Checkout Element whose events the test fires. */
  const stripeJs = () => {
    const handlers: Record<string, Handler> = {};
    const group = { create: vi.fn(() => ({ mount: vi.fn(), destroy: vi.fn(), on: (name: string, handler: Handler) => (handlers[name] = handler) })), update: vi.fn(), submit: vi.fn(() => Promise.resolve({})) };
    const stripe = { elements: vi.fn(() => group), confirmPayment: vi.fn(() => Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } })) };
    (window as { Stripe?: unknown }).Stripe = vi.fn(() => stripe);
    return { handlers, group, stripe };
  };
  const stripePayment: PaymentRequest = { gateway: 'stripe', paymentIntent: 'pi_1', clientSecret: 'pi_1_secret_test', stripePaymentMethod: { key: 'pk_test_1', account: 'acct_1' } };
  /** jsdom loads no scripts: Stripe.js arriving is its script's load event. */
  const loadStripe = async () => {
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3"]');
      if (!found) throw new Error('Stripe.js not asked for yet');
      return found;
    });
    act(() => script.dispatchEvent(new Event('load')));
  };

  it('mounts the Express Checkout Element for the order’s amount, asks the payer’s name and e-mail, and confirms the order before the payment', async () => {
    const { handlers, group, stripe } = stripeJs();
    const onFailed = vi.fn();
    const given = props({ gateway: 'stripe', stripePaymentMethod: stripePayment.stripePaymentMethod, amount: 2089, confirm: vi.fn(() => Promise.resolve({ payment: stripePayment })), onFailed });
    // The page: the tickets chosen set the order's amount.
    function Page() {
      const [amount, setAmount] = useState(given.amount);
      return (
        <>
          <button type="button" onClick={() => setAmount(4178)}>
            Two tickets
          </button>
          <ExpressCheckout {...given} amount={amount} />
        </>
      );
    }
    renderWithProviders(<Page />);
    await loadStripe();
    expect((window as unknown as { Stripe: ReturnType<typeof vi.fn> }).Stripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elements).toHaveBeenCalledWith({ mode: 'payment', amount: 2089, currency: 'usd' });
    expect(group.create).toHaveBeenCalledWith('expressCheckout', { buttonHeight: 41, layout: { maxColumns: 2, maxRows: 2 } });
    // The separator waits for a wallet to show.
    expect(screen.queryByText('Or')).toBeNull();
    act(() => handlers.ready!({ availablePaymentMethods: { applePay: true, googlePay: false } }));
    expect(screen.getByText('Or')).toBeTruthy();

    const resolve = vi.fn();
    handlers.click!({ resolve });
    expect(resolve).toHaveBeenCalledWith({ emailRequired: true, billingAddressRequired: true });

    const paymentFailed = vi.fn();
    await act(async () => handlers.confirm!({ billingDetails: { name: 'Grace Brewster Hopper', email: 'grace@example.com' }, paymentFailed }));
    expect(given.confirm).toHaveBeenCalledWith({ firstName: 'Grace', lastName: 'Brewster Hopper', email: 'grace@example.com' });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements: group, clientSecret: 'pi_1_secret_test', confirmParams: { return_url: `${window.location.origin}/checkout/thankyou/o1` } });
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(onFailed).toHaveBeenCalledWith('tryAgain', 'Your card was declined.', stripePayment);

    // The order's amount follows the tickets chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Two tickets' }));
    expect(group.update).toHaveBeenLastCalledWith({ amount: 4178, currency: 'usd' });
  });

  it('tells the wallet when the order cannot be confirmed, and asks Stripe for nothing', async () => {
    const { handlers, stripe } = stripeJs();
    renderWithProviders(<ExpressCheckout {...props({ gateway: 'stripe', stripePaymentMethod: stripePayment.stripePaymentMethod, confirm: () => Promise.resolve({ error: 'Sold out' }) })} />);
    await loadStripe();
    const paymentFailed = vi.fn();
    await act(async () => handlers.confirm!({ billingDetails: { name: 'Grace Hopper', email: 'grace@example.com' }, paymentFailed }));
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail', message: 'Sold out' });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });
});
