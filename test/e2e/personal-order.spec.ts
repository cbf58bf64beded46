import { expect, test } from '@playwright/test';

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

test('the organizer sells two tickets for cash to a walk-in buyer without e-mail, and sees them on the guest list and as cash sales in revenue', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // An event of Maya's own with a $25 ticket, so that its revenue row shows this sale alone.
  const me = await (await page.request.get('/client_side_api/v1/me')).json();
  const login = await page.request.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const name = `Walk-in Jazz ${Date.now().toString(36)}`;
  const created = await page.request.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: me.id,
      name,
      description: '<p>Tickets at the door.</p>',
      timezone: 'America/New_York',
      locationSetting: 'tba',
      dates: [{ startsAt: inDays(12, 23), doorTime: inDays(12, 22) }],
      ticketTypes: [{ attendance: 'in-person', name: 'Door ticket', price: 2500, currency: 'usd', quantity: 40 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await page.request.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);

  // The box office is a step away from the guest list.
  await page.goto(`/management/courses/${eventId}/registrations`);
  await expect(page).toHaveURL(/event_id=/);
  await page.getByRole('link', { name: 'Box office' }).click();
  await expect(page).toHaveURL(new RegExp(`/personal_order\\?course=${eventId}&event=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Box office' })).toBeVisible();

  await page.getByLabel('Door ticket quantity').selectOption('2');
  await page.getByLabel('First name').fill('Walker');
  await page.getByLabel('Last name').fill('Inn');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await page.getByRole('button', { name: 'Take $50 in cash' }).click();

  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText('2 tickets for Walker Inn, $50 paid in cash.');
  const orderNumber = (await done.locator('.font-mono').textContent())!;
  expect(orderNumber).toMatch(/^[0-9a-f]{8}$/);
  await expect(done.getByRole('link', { name: 'View tickets' })).toHaveAttribute('href', /^\/tickets\/[0-9a-f-]{36}$/);

  // Both tickets on the guest list, paid in cash, with no e-mail (the list catches up with the sale).
  await done.getByRole('link', { name: 'See the guest list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  const walker = page.getByRole('row').filter({ hasText: 'Walker Inn' });
  await expect(async () => {
    await page.reload();
    await expect(walker).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  for (const row of await walker.all()) {
    await expect(row.getByRole('cell').nth(1)).toHaveText('—');
    await expect(row).toContainText('Cash');
    await expect(row).toContainText(orderNumber);
  }

  // Revenue by event counts the sale under cash sales.
  await page.goto(`/manage/${me.username}/reporting/revenue?dimension=course`);
  const byEvent = page.getByRole('table', { name: 'Revenue by event' });
  const row = byEvent.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // Columns: event, net sales, gross sales, online sales, terminal sales, cash sales, …
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('$50');
  await expect(cells.nth(3)).toHaveText('$0');
  await expect(cells.nth(4)).toHaveText('$0');
  await expect(cells.nth(5)).toHaveText('$50');
  await expect(byEvent.getByRole('columnheader').nth(5)).toHaveText(/Cash sales/);
});
