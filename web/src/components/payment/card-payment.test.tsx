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
type CardBody = { cardNumber: string; expiry: string; cvc: string; postalCode: string };
/** The demo gateway's answer per card, as the API gives it: the postal code 00000 fails its check. */
const demoGateway = () =>
  vi.spyOn(fetchClient, 'POST').mockImplementation(((_path: string, init: { body: CardBody }) =>
    Promise.resolve({
      data:
        init.body.cardNumber.replace(/\s/g, '') !== '4242424242424242'
          ? { result: 'tryAgain', message: 'Your card was declined.', zipError: false, orderId: 'o1' }
          : init.body.postalCode === '00000'
            ? { result: 'tryAgain', message: 'The zip code you supplied failed validation.', zipError: true, orderId: 'o1' }
            : { result: 'succeeded', message: null, zipError: false, orderId: 'o1' },
      response: new Response(),
    })) as unknown as Post);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Types a whole card, as a payer does. */
const fillCard = (number: string, { expiry = '12 / 34', cvc = '123', postalCode = '94107' } = {}) => {
  type('Card number', number);
  type('Expiry date', expiry);
  type('CVC', cvc);
  type('Postal code', postalCode);
};
const pay = async (number: string, rest: Parameters<typeof fillCard>[1] = {}) => {
  fillCard(number, rest);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay $25.50' })));
};
const sentBodies = (post: ReturnType<typeof demoGateway>) => (post.mock.calls as unknown as [string, { body: CardBody }][]).map(([, init]) => init.body);

describe('the card payment', () => {
  it('pays a demo payment with the test card, confirming it through the API', async () => {
    const post = demoGateway();
    const onPaid = vi.fn();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={onPaid} />);
    expect(screen.getByRole('note').textContent).toContain('Demo payments: no money moves.');
    await pay('4242 4242 4242 4242');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect((post.mock.calls as unknown as [string, { params: { path: { id: string } } }][]).map(([path, init]) => [path, init.params.path.id])).toEqual([['/client_side_api/v1/demo_payments/{id}/confirm', 'pi_demo_1']]);
    expect(sentBodies(post)).toEqual([{ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '94107' }]);
  });

  it('asks for every field of the card before paying, each at its field', async () => {
    const post = demoGateway();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={() => undefined} />);
    type('Card number', '4242 4242');
    type('Expiry date', '1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay $25.50' })));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
      'Your postal code is incomplete.',
    ]);
    expect(screen.getByLabelText('CVC').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
    // Typing into a field takes its message away.
    type('CVC', '12');
    expect(screen.getByLabelText('CVC').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText("Your card's security code is incomplete.")).toBeNull();
  });

  it('writes the number in groups of four and the expiry as MM / YY while the payer types', () => {
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={() => undefined} />);
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    type('Card number', '4242-4242 42424242 99999');
    expect(value('Card number')).toBe('4242 4242 4242 4242 999');
    type('Expiry date', '1228');
    expect(value('Expiry date')).toBe('12 / 28');
    type('Expiry date', '4');
    expect(value('Expiry date')).toBe('04');
    type('Expiry date', '12 / ');
    expect(value('Expiry date')).toBe('12');
    type('CVC', '12a345');
    expect(value('CVC')).toBe('1234');
  });

  it('shows an incorrect zip code at the postal code and lets the payer correct it', async () => {
    const post = demoGateway();
    const onPaid = vi.fn();
    const onFailed = vi.fn();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={onPaid} onFailed={onFailed} />);
    await pay('4242 4242 4242 4242', { postalCode: '00000' });
    const postal = screen.getByLabelText('Postal code');
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postal.getAttribute('aria-describedby')!)?.textContent).toBe('The zip code you supplied failed validation.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onFailed).toHaveBeenCalledWith('tryAgain', 'The zip code you supplied failed validation.');
    expect(onPaid).not.toHaveBeenCalled();

    await pay('4242 4242 4242 4242', { postalCode: '94107' });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(sentBodies(post).map((body) => body.postalCode)).toEqual(['00000', '94107']);
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

  it('pays once however often the form is sent while paying', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation((() => new Promise((resolve) => (answer = resolve))) as unknown as Post);
    const onPaid = vi.fn();
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={onPaid} />);
    fillCard('4242 4242 4242 4242');
    // The checkout's phone button sends the form from outside it, whatever its own button shows.
    const form = screen.getByLabelText('Card number').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect((screen.getByRole('button', { name: 'Paying…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ data: { result: 'succeeded', message: null, orderId: 'o1' }, response: new Response() }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s refusal, or asks to try again when the call is lost, and lets the payer pay again', async () => {
    const post = vi
      .spyOn(fetchClient, 'POST')
      .mockImplementationOnce((() => Promise.resolve({ error: { message: 'This payment is no longer open' }, response: new Response(null, { status: 409 }) })) as unknown as Post)
      .mockImplementationOnce((() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as Post);
    render(<CardPayment payment={demo} amount={2550} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={() => undefined} />);
    await pay('4242 4242 4242 4242');
    expect(screen.getByRole('alert').textContent).toBe('This payment is no longer open');
    await pay('4242 4242 4242 4242');
    expect(screen.getByRole('alert').textContent).toBe('There was an error with the payment. Please try again.');
    expect((screen.getByRole('button', { name: 'Confirm and pay $25.50' }) as HTMLButtonElement).disabled).toBe(false);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('mounts Stripe’s Payment Element and has Stripe send the payer back to the return address', async () => {
    const confirmPayment = vi.fn(() => Promise.resolve({ error: { message: 'Your card has insufficient funds.' } }));
    const mounted = vi.fn();
    (window as { Stripe?: unknown }).Stripe = (key: string) => {
      expect(key).toBe('pk_test_1');
      return { elements: () => ({ create: () => ({ mount: mounted, destroy: () => undefined }) }), confirmPayment };
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

  it('confirms with Stripe once while it answers', async () => {
    let refuse: (result: { error: { message: string } }) => void = () => undefined;
    const confirmPayment = vi.fn(() => new Promise<{ error: { message: string } }>((resolve) => (refuse = resolve)));
    (window as { Stripe?: unknown }).Stripe = () => ({ elements: () => ({ create: () => ({ mount: () => undefined, destroy: () => undefined }) }), confirmPayment });
    const stripe: PaymentRequest = { gateway: 'stripe', paymentIntent: 'pi_1', clientSecret: 'pi_1_secret', stripePaymentMethod: { key: 'pk_test_1', account: 'acct_1' } };
    render(<CardPayment payment={stripe} amount={1000} currency="usd" returnUrl="/watch/v1?donation=d1" onPaid={() => undefined} />);
    act(() => document.head.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3"]')!.dispatchEvent(new Event('load')));
    const button = screen.getByRole('button', { name: 'Confirm and pay $10' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    expect(button.textContent).toBe('Paying…');
    expect(button.disabled).toBe(true);
    await act(async () => refuse({ error: { message: 'Your card was declined.' } }));
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(button.disabled).toBe(false);
  });
});
