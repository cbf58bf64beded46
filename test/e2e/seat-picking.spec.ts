import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { payWithDemoCard } from './newcomers.js';
import { riversideOnSale } from './riverside.js';

const row = (section: string, label: string, count: number, y: number, categoryKey: number) => ({
  id: `${section}-${label}`.toLowerCase(),
  label,
  seats: Array.from({ length: count }, (_, n) => ({ number: String(n + 1), x: 100 + n * 30, y, categoryKey, accessible: false })),
});

/** Riverside's small seated event: Stalls row A of 6 seats ($30) and Balcony row A of 4 ($20), on sale with a chart. */
function seatedEvent(api: APIRequestContext, name: string) {
  const ticketTypes = [
    { attendance: 'in-person', name: 'Stalls', price: 3000, currency: 'usd', quantity: 6, seatsCategoryKeys: [1] },
    { attendance: 'in-person', name: 'Balcony', price: 2000, currency: 'usd', quantity: 4, seatsCategoryKeys: [2] },
  ];
  return riversideOnSale(api, { name, collectInformationSetting: 'only-buyer', ticketTypes }, async (eventId, { ownerId, headers }) => {
    const chart = await api.post('/client_side_api/v1/profile_management/seat_charts', {
      headers,
      data: {
        ownerId,
        name: `${name} hall`,
        definition: {
          width: 400,
          height: 300,
          categories: [
            { key: 1, label: 'Stalls', color: '#2563eb' },
            { key: 2, label: 'Balcony', color: '#16a34a' },
          ],
          stage: { x: 100, y: 10, width: 160, height: 40, label: 'Stage' },
          labels: [],
          sections: [
            { id: 'stalls', label: 'Stalls', rows: [row('Stalls', 'A', 6, 100, 1)], tables: [], areas: [] },
            { id: 'balcony', label: 'Balcony', rows: [row('Balcony', 'A', 4, 220, 2)], tables: [], areas: [] },
          ],
        },
      },
    });
    expect(chart.status()).toBe(201);
    expect((await api.put(`/client_side_api/v1/management/courses/${eventId}/seating`, { headers, data: { chartId: (await chart.json()).id } })).ok()).toBe(true);
  });
}

const seat = (page: Page, name: string) => page.getByRole('group', { name: 'Seat map' }).getByRole('button', { name });
const yourSeats = (page: Page) => page.getByRole('list', { name: 'Your seats' }).getByRole('listitem');

test('a buyer picks two seats side by side and pays; another sees them taken live, and Best available offers others', async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { eventId, dateId } = await seatedEvent(api, 'Trio by Candlelight');
  const checkout = `/checkout/${eventId}?event=${dateId}&ticketType=in-person`;

  // A second buyer is looking at the same map already.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(checkout);
  await expect(seat(second, 'Stalls-A-3, Stalls $30, available')).toBeVisible();

  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${eventId}\\?event=${dateId}`));
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByText('Stalls · $30')).toBeVisible();
  await expect(legend.getByText('Balcony · $20')).toBeVisible();
  // The seated ticket types are chosen on the chart, not by quantity.
  await expect(page.getByLabel('Quantity of Stalls')).toHaveCount(0);

  await seat(page, 'Stalls-A-3, Stalls $30, available').click();
  await seat(page, 'Stalls-A-4, Stalls $30, available').click();
  await expect(yourSeats(page)).toHaveText([/^Stalls-A-3 · Stalls · \$30/, /^Stalls-A-4 · Stalls · \$30/]);
  // Held through the order: the countdown runs, and the other buyer sees the seats held without reloading.
  await expect(page.getByLabel('Time remaining')).toHaveText(/^1[34]:\d\d$/);
  await expect(seat(second, 'Stalls-A-3, Stalls $30, held')).toBeVisible();
  await expect(seat(second, 'Stalls-A-4, Stalls $30, held')).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Seats: Stalls-A-3, Stalls-A-4')).toBeVisible();
  await page.getByLabel('First name').fill('Clara');
  await page.getByLabel('Last name').fill('Wieck');
  await page.getByLabel('Email', { exact: true }).fill('clara@example.com');
  await page.getByLabel('Confirm email').fill('clara@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithDemoCard(page, { amount: '$61.98' });
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(page.getByText('Your seats: Stalls-A-3, Stalls-A-4')).toBeVisible();

  await page.getByRole('link', { name: 'View Tickets' }).click();
  const seatOnTicket = page.locator('dt', { hasText: 'Seat' }).locator('xpath=following-sibling::dd');
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  const first = await seatOnTicket.textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Ticket 2 / 2')).toBeVisible();
  expect([first, await seatOnTicket.textContent()].sort()).toEqual(['Stalls-A-3', 'Stalls-A-4']);

  // The second buyer: the seats are sold now (still without reloading), and Best available finds two others side by side.
  await expect(seat(second, 'Stalls-A-3, Stalls $30, sold')).toBeVisible();
  await expect(seat(second, 'Stalls-A-4, Stalls $30, sold')).toBeVisible();
  await second.getByLabel('Number of seats').selectOption('2');
  await second.getByLabel('Category').selectOption({ label: 'Stalls · $30' });
  await second.getByRole('button', { name: 'Best available' }).click();
  await expect(yourSeats(second)).toHaveCount(2);
  const offered = (await yourSeats(second).locator('strong').allTextContents()).sort();
  expect([['Stalls-A-1', 'Stalls-A-2'], ['Stalls-A-5', 'Stalls-A-6']]).toContainEqual(offered);
  await expect(seat(second, `${offered[0]}, Stalls $30, selected`)).toBeVisible();

  // The list view does the same with the keyboard: a sold seat has no checkbox; Space ticks a free one.
  await second.getByRole('button', { name: 'List view' }).click();
  const table = second.getByRole('table', { name: 'Seats' });
  await expect(table.getByRole('checkbox', { name: 'Stalls-A-3' })).toHaveCount(0);
  await expect(table.getByRole('checkbox', { name: offered[0] })).toBeChecked();
  await table.getByRole('checkbox', { name: 'Balcony-A-1' }).focus();
  await second.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { name: 'Balcony-A-1' })).toBeChecked();
  await expect(yourSeats(second)).toHaveCount(3);
  await expect(second.getByLabel('Time remaining')).toBeVisible();

  await other.close();
  await api.dispose();
});
