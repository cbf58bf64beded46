import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../lib/api/client';
import { CardPayment, type PaymentRequest } from './card-payment';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as { Stripe?: unknown }).Stripe;
});

const demo: PaymentRequest = { gateway: 'demo', paymentIntent: 'pi_demo_1', clientSecret: 'secret_1', stripePaymentMethod: null };

type Post = typeof fetchClient.POST;
/** The demo gateway's answer per card number, as the API gives it. */
const demoGateway = () =>
  vi.spyOn(fetchClient, 'POST').mockImplementation(((_path: string, init: { body: { cardNumber: string } }) =>
    Promise.resolve({
      data: init.body.cardNumber.replace(/\s/g, '') === '4242424242424242' ? { result: 'succeeded', message: null, orderId: 'o1' } : { result: 'tryAgain', message: 'Your card was declined.', orderId: 'o1' },
      response: new Response(),
    })) as unknown as Post);

const pay = async (card: string) => {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: card } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay $25.50' })));
};

describe('the card payment', () => {
  it('pays a demo payment with the test card, confirming it through the API', async () => {
    const post = demoGateway();
    const onPaid = vi.fn();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={onPaid} />);
    expect(screen.getByRole('note').textContent).toContain('Demo payments: no money moves.');
    await pay('4242 4242 4242 4242');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect((post.mock.calls as unknown as [string, { params: { path: { id: string } } }][]).map(([path, init]) => [path, init.params.path.id])).toEqual([['/client_side_api/v1/demo_payments/{id}/confirm', 'pi_demo_1']]);
  });

  it('shows a declined card’s message and lets the payer try another card', async () => {
    demoGateway();
    const onPaid = vi.fn();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={onPaid} />);
    await pay('4000 0000 0000 0002');
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    await pay('4242 4242 4242 4242');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('mounts Stripe’s Payment Element and has Stripe send the payer back to the return address', async () => {
    const confirmPayment = vi.fn(() => Promise.resolve({ error: { message: 'Your card has insufficient funds.' } }));
    const mounted = vi.fn();
    (window as { Stripe?: unknown }).Stripe = (key: string) => {
      expect(key).toBe('pk_test_1');
      return { elements: () => ({ create: () => ({ mount: mounted }) }), confirmPayment };
    };
    const stripe: PaymentRequest = { gateway: 'stripe', paymentIntent: 'pi_1', clientSecret: 'pi_1_secret', stripePaymentMethod: { key: 'pk_test_1', account: 'acct_1' } };
    render(<CardPayment payment={stripe} amount={1000} currency="usd" returnUrl="/watch/v1?donation=d1" onPaid={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Confirm and pay $10' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // jsdom loads no scripts: Stripe.js arriving is its script's load event.
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3"]')!;
    act(() => script.dispatchEvent(new Event('load')));
    expect(mounted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(button));
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/watch/v1?donation=d1` } }));
    expect(screen.getByRole('alert').textContent).toBe('Your card has insufficient funds.');
  });
});
