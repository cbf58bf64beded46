import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

async function logIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** The demo organizer's bearer header and the 'riverside' organization's id. */
async function organizer(api: APIRequestContext) {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  return { headers, ownerId: riverside.id as string };
}

/** 'riverside' publishes a free event and a visitor takes a ticket, all through the API; answers the order id. */
async function buyFreeTicket(api: APIRequestContext, headers: Record<string, string>, ownerId: string): Promise<string> {
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId,
      name: 'Harbour Lights',
      description: '<p>Boats with lights on the river.</p>',
      timezone: 'America/New_York',
      locationSetting: 'tba',
      refundsAllowed: false,
      dates: [{ startsAt: inDays(15, 23), doorTime: inDays(15, 22) }],
      ticketTypes: [{ attendance: 'in-person', name: 'Deck', price: 0, currency: 'usd', quantity: 30 }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  const event = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  const order = await api.post('/client_side_api/v1/orders', { data: { event: event.dates[0].id, tickets: [{ id: event.ticketTypes[0].id, quantity: 1 }] } });
  expect(order.status()).toBe(201);
  const { id: orderId, items } = await order.json();
  const confirmed = await api.post(`/client_side_api/v1/orders/${orderId}/confirm`, {
    data: {
      buyerAttributes: { firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com', emailConfirm: 'lena@example.com' },
      attendeesAttributes: items.map((item: { id: string }) => ({ itemId: item.id, firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com' })),
    },
  });
  expect(confirmed.ok()).toBe(true);
  return orderId as string;
}

test('the demo organizer creates a webhook, pauses it, copies its secret key and deletes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page);
  await page.goto('/manage/riverside');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Developer Zone' }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/developer-zone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Zone' })).toBeVisible();
  for (const benefit of ['No coding required', 'Custom integrations', 'Real-time updates']) await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  await expect(page.getByRole('link', { name: /See Documentation/ })).toHaveAttribute('href', '/api/docs');

  await page.getByRole('link', { name: 'Generate Webhook' }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/developer-zone\/new$/);
  const url = page.getByRole('textbox', { name: /Webhook URL/ });
  await url.fill('http://example.com/hooks');
  await page.getByRole('group', { name: 'Orders' }).getByLabel('All').check();
  await page.getByRole('button', { name: 'Create Webhook' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Webhook URL: HTTPS Required');

  // Leaving a changed form asks first; staying keeps what was typed.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Leave page with unsaved changes?');
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/developer-zone\/new$/);

  await url.fill('https://example.com/hooks');
  await page.getByRole('textbox', { name: 'Description' }).fill('Orders for the box office');
  await expect(page.getByText('25/2000')).toBeVisible();
  await page.getByRole('button', { name: 'Create Webhook' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/riverside\/developer-zone$/);
  const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: 'https://example.com/hooks' });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('2 events');
  await expect(row).toContainText('whsec_••••');

  const menu = page.getByRole('button', { name: 'Actions for https://example.com/hooks' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Webhook' })).toBeVisible();
  await expect(url).toHaveValue('https://example.com/hooks');
  await expect(page.getByRole('group', { name: 'Orders' }).getByLabel('All')).toBeChecked();
  await page.getByRole('radio', { name: 'Paused' }).check();
  await page.getByRole('button', { name: 'Save Webhook' }).click();
  await expect(page.getByText('Webhook updated successfully')).toBeVisible();
  await expect(row).toContainText('Paused');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Copy secret key' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);
  await expect(page.getByRole('menuitem', { name: 'Copy secret key' })).toBeVisible({ timeout: 4000 });
  await page.keyboard.press('Escape');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete code' });
  await expect(dialog).toContainText('Permanently delete https://example.com/hooks?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Webhook deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('after a free ticket is bought, the logs list its deliveries and a log shows the payload', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  const { headers, ownerId } = await organizer(api);
  const hook = await api.post('/client_side_api/v1/profile_management/webhooks', {
    headers,
    data: { ownerId, url: 'https://example.com/orders-feed', description: '', eventTypes: ['order.created', 'order.completed', 'ticket.issued'] },
  });
  expect(hook.status()).toBe(201);
  const orderId = await buyFreeTicket(api, headers, ownerId);
  await api.dispose();

  await logIn(page);
  await page.goto('/manage/riverside/developer-zone');
  const logs = page.getByRole('table', { name: 'Logs' });
  // example.com cannot be reached from here, so each delivery ends as failed once its first attempt is made.
  const completed = logs.getByRole('row').filter({ hasText: 'order.completed' });
  await expect(async () => {
    await page.reload();
    await expect(completed.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await expect(completed.first()).toContainText('failed');
  await expect(page.getByText(/^\d+ logs?$/)).toBeVisible();

  // Nothing of this order was delivered (other tests' webhooks may have delivered to receivers of their own).
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('delivered');
  await expect(logs.getByRole('row').filter({ hasText: 'order.' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('failed');
  await page.getByRole('searchbox', { name: 'Search by Event' }).fill('ticket.issued');
  await expect(logs.getByRole('row').filter({ hasText: 'order.completed' })).toHaveCount(0);
  const issued = logs.getByRole('row').filter({ hasText: 'ticket.issued' }).first();
  await expect(issued).toContainText('failed');

  await issued.getByRole('link', { name: /Details/ }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/developer-zone\/logs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event ID failed');
  const payload = page.locator('pre');
  await expect(payload).toContainText('"type": "ticket.issued"');
  await expect(payload).toContainText(orderId);
  await expect(page.getByRole('heading', { name: 'Attempts' })).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/developer-zone$/);
});

test('accounts without the Developer Zone flag have neither the tab nor the pages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('sam@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/manage/sam');
  await expect(page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Developer Zone' })).toHaveCount(0);
  await page.goto('/manage/sam/developer-zone');
  await expect(page.getByText('The page you were looking for was not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate Webhook' })).toHaveCount(0);
});

test('a site admin managing an organization with the flag sees its Developer Zone', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('admin@limelight.example');
  await page.getByLabel('Password').fill('limelight-admin');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/manage/riverside');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Developer Zone' }).click();
  await expect(page.getByRole('link', { name: 'Generate Webhook' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Webhooks' })).toBeVisible();
});
