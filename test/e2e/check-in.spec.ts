import { devices, expect, test, type APIRequestContext, type BrowserType } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startWebhookReceiver } from './webhook-receiver.js';

/**
 * The door on a phone: Chromium's fake camera plays a video of a ticket's QR code, made with ffmpeg from the
 * QR image the API draws. A browser keeps playing the video it opened first, so each door is a browser
 * started with its own film, written before it starts.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CAMERA_DIR = `${ROOT}.data/e2e/camera-${process.env.LIMELIGHT_E2E_PORT}`;

/** Writes `film`: the QR image centred on white, 640×480 at 10 frames a second (looped by Chromium); answers its path. */
function filmForCamera(png: Buffer, film: string): string {
  mkdirSync(CAMERA_DIR, { recursive: true });
  const path = `${CAMERA_DIR}/${film}.y4m`;
  writeFileSync(`${CAMERA_DIR}/${film}.png`, png);
  const scale = ['-vf', 'scale=400:400:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white'];
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-loop', '1', '-i', `${CAMERA_DIR}/${film}.png`, ...scale, '-t', '1', '-r', '10', '-pix_fmt', 'yuv420p', path]);
  return path;
}

const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

/** A door: a phone's Chromium whose camera plays `film`, signed in as the demo organizer. */
async function door(playwright: { chromium: BrowserType }, baseURL: string | undefined, film: string) {
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${film}`],
  });
  const page = await (await browser.newContext({ ...phone, permissions: ['camera'], baseURL })).newPage();
  expect((await page.request.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } })).ok()).toBe(true);
  return { browser, page };
}

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** The demo organizer's bearer header and the 'riverside' organization's id. */
async function organizer(api: APIRequestContext) {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  return { headers, ownerId: riverside.id as string };
}

/** Buys one ticket of `ticketId` for `name` in `seat` (paid by the demo card when it costs); answers the registration id and its QR code. */
async function buyTicket(api: APIRequestContext, dateId: string, ticketId: string, name: string, seat: string): Promise<{ id: string; qrCode: string }> {
  const [firstName, lastName] = name.split(' ');
  const email = `${firstName!.toLowerCase()}@example.com`;
  const order = await api.post('/client_side_api/v1/orders', { data: { event: dateId, tickets: [{ id: ticketId, quantity: 1 }] } });
  expect(order.status()).toBe(201);
  const { id: orderId, items } = await order.json();
  const confirmed = await api.post(`/client_side_api/v1/orders/${orderId}/confirm`, {
    data: { buyerAttributes: { firstName, lastName, email, emailConfirm: email }, attendeesAttributes: [{ itemId: items[0].id, firstName, lastName, email, seat }] },
  });
  expect(confirmed.ok()).toBe(true);
  const { paymentRequest } = await confirmed.json();
  if (paymentRequest) expect((await api.post(`/client_side_api/v1/demo_payments/${paymentRequest.paymentIntent}/confirm`, { data: { cardNumber: '4242 4242 4242 4242' } })).ok()).toBe(true);
  const [ticket] = await (await api.get(`/client_side_api/v1/orders/${orderId}/tickets`)).json();
  return { id: ticket.id, qrCode: ticket.qrCode };
}

test('door staff scan tickets with the phone camera: a name, when it was checked in, a refunded ticket refused, and an undo sent to a webhook', async ({ playwright, baseURL }) => {
  test.setTimeout(150_000);
  const receiver = await startWebhookReceiver();
  const api = await playwright.request.newContext({ baseURL });
  const { headers, ownerId } = await organizer(api);
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId,
      name: 'Lantern Parade',
      description: '<p>Lanterns along the river.</p>',
      timezone: 'America/New_York',
      locationSetting: 'tba',
      refundsAllowed: true,
      collectInformationSetting: 'each-attendee',
      dates: [{ startsAt: inDays(12, 23), doorTime: inDays(12, 22) }],
      ticketTypes: [
        { attendance: 'in-person', name: 'Deck', price: 0, currency: 'usd', quantity: 30 },
        { attendance: 'in-person', name: 'Cabin', price: 1500, currency: 'usd', quantity: 10 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  const event = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  const dateId = event.dates[0].id as string;
  const ticketId = (name: string) => event.ticketTypes.find((t: { name: string }) => t.name === name).id as string;
  const hook = await api.post('/client_side_api/v1/profile_management/webhooks', { headers, data: { ownerId, url: receiver.url, description: '', eventTypes: ['ticket.checked_out'] } });
  expect(hook.status()).toBe(201);

  const lena = await buyTicket(api, dateId, ticketId('Deck'), 'Lena Berg', 'B7');
  const otto = await buyTicket(api, dateId, ticketId('Cabin'), 'Otto Rand', 'C2');
  // The guest list must know the tickets before the organizer can refund one.
  await expect.poll(async () => (await api.post(`/client_side_api/v1/order_items/${otto.id}/refund`, { headers })).status(), { timeout: 30_000 }).toBe(200);
  const qrImage = async (code: string) => (await api.get('/api/qr-code', { params: { url: code } })).body();
  const { browser: firstPhone, page } = await door(playwright, baseURL, filmForCamera(await qrImage(lena.qrCode), `lena-${eventId}`));

  // Door staff open the check-in from the event page's manage buttons.
  await page.goto(`/event/${eventId}`);
  await page.getByRole('navigation', { name: 'Manage event' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/management/courses/${eventId}/check-in\\?event_id=${dateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  const answer = page.getByRole('region', { name: 'Answer' });

  // The camera reads Lena's ticket: a large green answer with her name, ticket type and seat.
  await expect(answer.getByText('Lena Berg')).toBeVisible({ timeout: 30_000 });
  await expect(answer).toContainText('✓ Admitted');
  await expect(answer).toContainText('Deck');
  await expect(answer).toContainText('Seat B7');
  await expect(page.getByRole('region', { name: 'Checked in' })).toContainText('1 / 1 checked in');

  // The ticket is still in front of the camera: once the door moves on, it is read again and refused with the time.
  await answer.getByRole('button', { name: 'Next' }).click();
  await expect(answer).toContainText('✕ Not admitted', { timeout: 30_000 });
  await expect(answer).toContainText(/Already checked in at \d{1,2}:\d\d [AP]M E[SD]T/);

  // Otto's ticket was refunded: a second door's phone films it.
  const { browser: secondPhone, page: secondDoor } = await door(playwright, baseURL, filmForCamera(await qrImage(otto.qrCode), `otto-${eventId}`));
  await secondDoor.goto(`/management/courses/${eventId}/check-in?event_id=${dateId}`);
  const secondAnswer = secondDoor.getByRole('region', { name: 'Answer' });
  await expect(secondAnswer).toContainText('This ticket was refunded', { timeout: 30_000 });
  await expect(secondAnswer).toContainText('✕ Not admitted');
  await secondPhone.close();

  // Lena's check-in is undone from the guest search; the webhook hears ticket.checked_out.
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await page.getByRole('searchbox', { name: 'Find a guest' }).fill('lena');
  await page.getByRole('button', { name: 'Undo check-in of Lena Berg' }).click();
  await expect(answer).toContainText('Check-in undone');
  await expect(answer).toContainText('Lena Berg');
  await expect(page.getByRole('button', { name: 'Check in Lena Berg' })).toBeVisible();
  await expect.poll(() => receiver.deliveries.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const delivered = JSON.parse(receiver.deliveries[0]!.body);
  expect(delivered).toMatchObject({ type: 'ticket.checked_out', data: { ticketId: lena.id, name: 'Deck', holder: { firstName: 'Lena', lastName: 'Berg' }, event: { id: eventId } } });

  await firstPhone.close();
  await api.dispose();
  await receiver.close();
});
