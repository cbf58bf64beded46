import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../web/src/test/csv-reader';

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** More than one page of orders (50 a page) for 'riverside': a free event and 50 buyers of one ticket each (free orders complete at confirm). */
async function addFreeOrders(api: APIRequestContext, count: number): Promise<void> {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: riverside.id,
      name: 'Open Rehearsal',
      description: '<p>Watch the orchestra rehearse, free of charge.</p>',
      timezone: 'America/New_York',
      locationSetting: 'tba',
      dates: [{ startsAt: inDays(9, 23), doorTime: inDays(9, 22) }],
      ticketTypes: [{ attendance: 'in-person', name: 'Listener', price: 0, currency: 'usd', quantity: count + 10 }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  const event = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  for (let n = 0; n < count; n++) {
    const order = await api.post('/client_side_api/v1/orders', { data: { event: event.dates[0].id, tickets: [{ id: event.ticketTypes[0].id, quantity: 1 }] } });
    expect(order.status()).toBe(201);
    const { id, items } = await order.json();
    // Names take letters only.
    const lastName = String.fromCharCode(65 + Math.floor(n / 26), 97 + (n % 26));
    const person = { firstName: 'Listener', lastName, email: `listener${n + 1}@example.com` };
    const confirmed = await api.post(`/client_side_api/v1/orders/${id}/confirm`, {
      data: { buyerAttributes: { ...person, emailConfirm: person.email }, attendeesAttributes: [{ itemId: items[0].id, ...person }] },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
  }
}

/** '$51.88', '$150', '-$2' in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (table: Locator) => table.locator('tbody tr');
async function amountsOnPage(page: Page): Promise<number[]> {
  return (await bodyRows(ordersTable(page)).locator('td:nth-child(4)').allTextContents()).map(cents);
}
async function orderCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ orders?$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('the organizer reads revenue and orders, refunds a ticket of an order and exports the orders as CSV', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  await addFreeOrders(api, 50);
  await api.dispose();

  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // The management sidebar's Reporting tab opens on revenue.
  await page.goto('/manage/riverside');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Reporting' }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/revenue');
  const reporting = page.getByRole('navigation', { name: 'Reporting' });
  await expect(reporting.getByRole('link', { name: 'Revenue' })).toHaveAttribute('aria-current', 'page');
  await expect(reporting.getByRole('link')).toHaveText(['Revenue', 'Orders', 'Patrons', 'Activity']);
  const byMonth = page.getByRole('table', { name: 'Revenue by month' });
  await expect(byMonth.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Revenue over time/ })).toBeVisible();
  const grossTotal = cents((await byMonth.locator('tfoot td').nth(1).textContent())!);
  expect(grossTotal).toBeGreaterThan(0);

  await page.getByRole('group', { name: 'Revenue by' }).getByRole('button', { name: 'Event' }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/revenue?dimension=course');
  const byEvent = page.getByRole('table', { name: 'Revenue by event' });
  await expect(byEvent.getByRole('link', { name: 'Late Night Jazz Sessions' })).toHaveAttribute('href', /^\/management\/courses\/[0-9a-f-]{36}\/stats$/);
  await byEvent.getByRole('button', { name: /Event/ }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/revenue?dimension=course&order=dimension_desc');
  await expect(byEvent.getByRole('columnheader', { name: /Event/ })).toHaveAttribute('aria-sort', 'descending');

  // Orders: 50 a page, newest first.
  await reporting.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/orders');
  const table = ordersTable(page);
  await expect(bodyRows(table)).toHaveCount(50);
  const total = await orderCount(page);
  expect(total).toBeGreaterThanOrEqual(53);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  const lastPage = Math.ceil(total / 50);
  await expect(pages.getByRole('button', { name: /^\d+$/ })).toHaveText(lastPage >= 3 ? ['1', '2', '3'] : ['1', '2']);
  await expect(pages.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(table.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByText('Comp (Free)').first()).toBeVisible();

  await pages.getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/orders?page=2');
  await expect(bodyRows(table)).toHaveCount(Math.min(50, total - 50));
  await expect(pages.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  // The demo purchases are older than the free orders just placed.
  await expect(table.getByText('Card (demo)').first()).toBeVisible();

  // Sorting: ascending first, then descending, from page 1.
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/orders?sortBy=amount&sortOrder=asc');
  await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(table).first().locator('td').nth(3)).toHaveText('$0');
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/orders?sortBy=amount&sortOrder=desc');
  await expect(bodyRows(table).first().locator('td').nth(3)).not.toHaveText('$0');
  const descending = await amountsOnPage(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // Search (after a 300 ms pause) keeps the sort; a search matching nothing says so.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Jordan');
  await expect(page).toHaveURL(/\/reporting\/orders\?.*search=Jordan/);
  expect(new URL(page.url()).searchParams.get('sortBy')).toBe('amount');
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('Jordan Okafor');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('nobody-by-this-name');
  await expect(page.getByText('No results')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Sam Rivera');
  const samsRow = bodyRows(table).filter({ hasText: 'Late Night Jazz Sessions' }).filter({ hasText: 'Card (demo)' }).first();
  await expect(samsRow).toBeVisible();

  // Sam's order, paid with the demo card: refund one of the two tickets.
  await samsRow.getByRole('link', { name: /^#/ }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/reporting\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Late Night Jazz Sessions' })).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(bodyRows(items)).toHaveCount(2);
  await expect(bodyRows(items).first().getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', /^\/ticket\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-term="Refunded"]')).toHaveText('$0');

  await bodyRows(items).first().getByRole('button', { name: /^Refund/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this ticket?' });
  await dialog.getByRole('button', { name: 'Refund ticket' }).click();
  await expect(page.getByText('Registration refunded')).toBeVisible({ timeout: 20_000 });
  await expect(bodyRows(items).first().locator('td').nth(5)).toHaveText('Refunded');
  await expect(bodyRows(items).first().getByRole('button')).toHaveCount(0);
  await expect(bodyRows(items).nth(1).locator('td').nth(5)).toHaveText('Active');
  await expect(page.getByText('Partially refunded')).toBeVisible();
  const refunded = cents((await page.locator('[data-term="Refunded"]').textContent())!);
  expect(refunded).toBeGreaterThan(0);

  // The customer's page, and Close back to the order.
  await page.getByRole('link', { name: 'Sam Rivera' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity' })).toContainText('was refunded');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(orderUrl);

  // The export: every order across the pages, the same totals as the list.
  await page.goto('/manage/riverside/reporting/orders');
  await expect(bodyRows(table)).toHaveCount(50);
  let listed = await amountsOnPage(page);
  for (let n = 2; n <= lastPage; n++) {
    await page.goto(`/manage/riverside/reporting/orders?page=${n}`);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: String(n) })).toHaveAttribute('aria-current', 'page');
    listed = listed.concat(await amountsOnPage(page));
  }
  expect(listed).toHaveLength(total);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Orders \d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([
    'Order ID', 'Date', 'First Name', 'Last Name', 'Email Address', 'Total Paid', 'Net Amount', 'Ticket Amount', 'Donation Amount', 'Membership Amount',
    'Items Subtotal', 'Discount Amount', 'Limelight Fee', 'Stripe Fee', 'Refund Amount', 'Payment Type', 'Status', 'Product', 'Promoter', 'Seats',
  ]);
  expect(rows).toHaveLength(total);
  const column = (name: string) => header!.indexOf(name);
  const sum = (name: string) => rows.reduce((s, row) => s + cents(row[column(name)]!), 0);
  expect(sum('Total Paid')).toBe(listed.reduce((s, a) => s + a, 0));
  expect(sum('Refund Amount')).toBeGreaterThanOrEqual(refunded);
  const samsExport = rows.find((row) => orderUrl.endsWith(row[0]!))!;
  expect(samsExport[column('Status')]).toBe('Partially refunded');
  expect(cents(samsExport[column('Refund Amount')]!)).toBe(refunded);
  expect(samsExport[column('Payment Type')]).toBe('Card (demo)');
  expect(rows.filter((row) => row[column('Product')] === 'Open Rehearsal').every((row) => row[column('Payment Type')] === 'Comp (Free)')).toBe(true);
  // The demo's seated event: Sam's two Stalls seats side by side, Clara's table seat.
  const seatsOf = (firstName: string) => rows.filter((row) => row[column('Product')] === 'Chamber Night — seated' && row[column('First Name')] === firstName).map((row) => row[column('Seats')]);
  expect(seatsOf('Sam')).toEqual(['Stalls-C-6, Stalls-C-7']);
  expect(seatsOf('Clara')).toEqual(['Cabaret-T1-1']);
  expect(samsExport[column('Seats')]).toBe('');

  // Activity tells what happened, with links kept to this site.
  await reporting.getByRole('link', { name: 'Activity' }).click();
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search activity' }).fill('was refunded');
  // Other tests refund tickets of this organization too: Sam's refund is the one of this test.
  const samsRefund = activity.locator('tbody tr').filter({ hasText: 'Sam Rivera' });
  await expect(samsRefund).toHaveCount(1);
  await expect(activity.locator('tbody tr').filter({ hasNotText: 'was refunded' })).toHaveCount(0);
  await expect(samsRefund.getByRole('link', { name: 'Late Night Jazz Sessions' })).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
});

test('a missing order or patron says so', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/manage/riverside/reporting/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText("Sorry! That order wasn't found.")).toBeVisible();
  await page.goto('/manage/riverside/reporting/patrons/nobody%40example.com');
  await expect(page.getByText('Sorry! That patron wasn’t found.')).toBeVisible();
  // Opened directly, Close leads to the patrons list.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/manage/riverside/reporting/patrons');
  await expect(page.getByRole('table', { name: 'Patrons' })).toContainText('Priya Shah');
});
