import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unique } from './newcomers.js';

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** The demo organization (riverside, run by Maya) publishes a free event with `details`; answers its id and Maya's headers. */
async function freeEvent(api: APIRequestContext, details: Record<string, unknown>): Promise<{ eventId: string; headers: Record<string, string> }> {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: riverside.id,
      timezone: 'America/New_York',
      locationSetting: 'tba',
      collectInformationSetting: 'only-buyer',
      dates: [{ startsAt: inDays(12, 23) }],
      ticketTypes: [{ attendance: 'in-person', name: 'Listener', price: 0, currency: 'usd', quantity: 20 }],
      ...details,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  return { eventId, headers };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('an event’s dark theme, dismissible banner and return address, as a visitor meets them on its page, checkout and thank-you page', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const returnUrl = `${baseURL}/for-venues-and-event-creators`;
  const name = `Night Garden ${unique()}`;
  const { eventId } = await freeEvent(api, {
    name,
    theme: 'dark',
    returnUrl,
    bannerMessages: [
      { type: 'info', message: 'Doors open at 7', color: '#fde68a', dismissible: true },
      { type: 'warning', message: 'No re-entry', color: '#1e3a8a', dismissible: false },
    ],
  });

  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const themed = page.locator('main[data-event-theme="dark"]');
  await expect(themed).toBeVisible();
  expect(await themed.evaluate((main) => getComputedStyle(main).colorScheme)).toBe('dark');

  // The dismissible banner goes, and stays gone for this visitor; the other one cannot be dismissed.
  await expect(page.getByText('No re-entry')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss: No re-entry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss: Doors open at 7' }).click();
  await expect(page.getByText('Doors open at 7')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No re-entry')).toBeVisible();
  await expect(page.getByText('Doors open at 7')).toHaveCount(0);

  // The checkout wears the theme too, and closing it goes back to the organizer's own page.
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page.locator('[data-event-theme="dark"]')).toBeVisible();
  await page.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page).toHaveURL(returnUrl);

  // A free ticket: the thank-you page leads back there as well.
  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await page.getByLabel('Quantity of Listener').selectOption('1');
  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Confirm email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${new URL(returnUrl).host}` })).toHaveAttribute('href', returnUrl);
  await api.dispose();
});

test('the guest list and the order page show an event’s times in its own zone with the zone’s label', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  // Tokyo is nobody's browser zone here: a time shown in the browser's zone would not say GMT+9.
  const name = `Tokyo Strings ${unique()}`;
  const { eventId } = await freeEvent(api, { name, timezone: 'Asia/Tokyo', dates: [{ startsAt: inDays(12, 10) }] });
  const event = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  const order = await (await api.post('/client_side_api/v1/orders', { data: { event: event.dates[0].id, tickets: [{ id: event.ticketTypes[0].id, quantity: 1 }] } })).json();
  const person = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
  expect((await api.post(`/client_side_api/v1/orders/${order.id}/confirm`, { data: { buyerAttributes: { ...person, emailConfirm: person.email } } })).ok()).toBe(true);
  await api.dispose();

  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  await page.goto(`/management/courses/${eventId}/registrations`);
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date', exact: true }).locator('option')).toHaveText([/, 7:00 PM GMT\+9$/]);

  // The order page, once reporting has caught up with the sale: the event's date and the order's, in Tokyo time.
  await expect(async () => {
    await page.goto(`/manage/riverside/reporting/orders/${order.id}`);
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^\d\d \w{3} \d{4}, 7:00 PM GMT\+9$/).first()).toBeVisible();
  await expect(page.getByText(/^\d\d \w{3} \d{4}, \d{1,2}:\d\d [AP]M GMT\+9$/)).toHaveCount(2);
});
