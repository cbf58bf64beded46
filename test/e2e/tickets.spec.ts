import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** The demo organizer publishes a free event for 'riverside' and a buyer takes two tickets through the API. */
async function freeOrder(api: APIRequestContext): Promise<string> {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: riverside.id,
      name: 'Lantern Walk',
      description: '<p>A walk along the river with lanterns.</p>',
      timezone: 'America/New_York',
      locationSetting: 'tba',
      refundsAllowed: false,
      dates: [{ startsAt: inDays(12, 23), doorTime: inDays(12, 22) }],
      ticketTypes: [{ attendance: 'in-person', name: 'Walker', price: 0, currency: 'usd', quantity: 40 }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  const event = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  const order = await api.post('/client_side_api/v1/orders', { data: { event: event.dates[0].id, tickets: [{ id: event.ticketTypes[0].id, quantity: 2 }] } });
  expect(order.status()).toBe(201);
  const { id: orderId, items } = await order.json();
  const attendeesAttributes = items.map((item: { id: string }, n: number) => ({ itemId: item.id, firstName: ['Rosa', 'Ivan'][n], lastName: ['Parks', 'Petrov'][n], email: `walker${n}@example.com` }));
  const confirmed = await api.post(`/client_side_api/v1/orders/${orderId}/confirm`, {
    data: { buyerAttributes: { firstName: 'Rosa', lastName: 'Parks', email: 'rosa@example.com', emailConfirm: 'rosa@example.com' }, attendeesAttributes },
  });
  expect(confirmed.ok()).toBe(true);
  return orderId as string;
}

test("a visitor opens an order's tickets, pages through them and downloads the PDF", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const orderId = await freeOrder(api);
  await api.dispose();

  await page.goto(`/tickets/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern Walk' })).toBeVisible();
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  await expect(page.getByText('Rosa Parks')).toBeVisible();
  await expect(page.getByText('To be announced')).toBeVisible();
  await expect(page.getByText('No refunds')).toBeVisible();
  const qr = page.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  // The image really loaded (a broken image has no natural width).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Ticket 2 / 2')).toBeVisible();
  await expect(page.getByText('Ivan Petrov')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tickets-${orderId}.pdf`);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test("/my_orders asks a visitor to log in to access tickets, then goes to the buyer's tickets", async ({ page }) => {
  await page.goto('/my_orders');
  await expect(page.getByText('Please log in to access your tickets.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fmy_orders$/);
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/manage/maya/tickets-and-subscriptions/tickets');
});
