import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerGets, answerPosts, donation, renderWatch, watchVideo } from './watch.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const START = '/client_side_api/v1/video_donations';
const CONFIRM = '/client_side_api/v1/demo_payments/{id}/confirm';

/** The API: starting a donation answers its demo payment; the test card pays it, any other is declined. */
const donationApi = (start: (body: { videoId: string; amount: number }) => { status?: number; data?: unknown; error?: unknown }) =>
  answerPosts({
    [START]: (body) => start(body as { videoId: string; amount: number }),
    [CONFIRM]: (body) => ({
      data: (body as { cardNumber: string }).cardNumber === '4242 4242 4242 4242' ? { result: 'succeeded', message: null, orderId: 'd1' } : { result: 'tryAgain', message: 'Your card was declined.', orderId: 'd1' },
    }),
  });

const startedBodies = (post: ReturnType<typeof donationApi>) =>
  (post.mock.calls as unknown as [string, { body: unknown }][]).filter(([path]) => path === START).map(([, init]) => init.body);

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Donate' }));
  return screen.getByRole('dialog', { name: 'Support Maya Lind' });
};

describe('donating to a video', () => {
  it('offers no Donate button when the owner takes no donations (or the viewer is the owner)', async () => {
    renderWatch(watchVideo({ donations: null }));
    await screen.findByRole('heading', { level: 1, name: 'Backstage at the Blue Room' });
    expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();
  });

  it('sends a signed-out viewer to login, coming back to the video', async () => {
    answerGets({});
    renderWatch(watchVideo(), { signedIn: false });
    const link = await screen.findByRole('link', { name: 'Donate' });
    expect(link.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent('/watch/v1')}`);
    expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
  });

  it('offers 5, 10 and 20 of the owner’s currency, pays the chosen one by card and thanks the donor', async () => {
    const post = donationApi((body) => ({ status: 201, data: donation({ amount: body.amount, currency: 'eur' }) }));
    renderWatch(watchVideo({ donations: { currency: 'eur' } }));
    const dialog = await openDialog();
    const presets = within(within(dialog).getByRole('group', { name: 'Amount' })).getAllByRole('button');
    expect(presets.map((preset) => preset.textContent)).toEqual(['€5', '€10', '€20']);
    expect((within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: '€10' }));
    expect(within(dialog).getByRole('button', { name: '€10' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(startedBodies(post)).toEqual([{ videoId: 'v1', amount: 1000 }]);
    // The keyboard goes on at the card.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Card number'));

    // The card step: a declined card can be replaced by another.
    for (const [label, value] of [['Expiry date', '12 / 34'], ['CVC', '123'], ['Postal code', '94107']] as const) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay €10' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Your card was declined.');
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay €10' })));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Thank you for your donation!')).toBeTruthy();
  });

  it('offers no preset below the API’s minimum (¥5 in a currency without minor units): the donor types the amount', async () => {
    const post = donationApi((body) => ({ status: 201, data: donation({ amount: body.amount, currency: 'jpy' }) }));
    renderWatch(watchVideo({ donations: { currency: 'jpy' } }));
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('group', { name: 'Amount' })).toBeNull();
    // The amount's currency and range show under the field.
    const custom = within(dialog).getByLabelText('Custom amount');
    expect(document.getElementById(custom.getAttribute('aria-describedby')!)!.textContent).toBe('From ¥100 to ¥100000');
    fireEvent.change(custom, { target: { value: '500' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(startedBodies(post)).toEqual([{ videoId: 'v1', amount: 500 }]);
    expect(within(dialog).getByRole('button', { name: 'Confirm and pay ¥500' })).toBeTruthy();
  });

  it('takes a custom amount in major units, and shows the API’s refusal as it comes', async () => {
    const post = donationApi((body) => (body.amount > 100_000 ? { status: 400, error: { message: 'Please enter an amount from $1 to $1000.' } } : { status: 201, data: donation({ amount: body.amount }) }));
    renderWatch(watchVideo());
    const dialog = await openDialog();
    const custom = within(dialog).getByLabelText('Custom amount');

    fireEvent.change(custom, { target: { value: '2500' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter an amount from $1 to $1000.');
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();

    // A custom amount replaces a chosen preset.
    fireEvent.click(within(dialog).getByRole('button', { name: '$5' }));
    expect((custom as HTMLInputElement).value).toBe('');
    fireEvent.change(custom, { target: { value: '12.50' } });
    expect(within(dialog).getByRole('button', { name: '$5' }).getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(startedBodies(post)).toEqual([
      { videoId: 'v1', amount: 250_000 },
      { videoId: 'v1', amount: 1250 },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Confirm and pay $12.50' })).toBeTruthy();
  });
});
