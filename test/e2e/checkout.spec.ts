import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_CARDS, payWithDemoCard } from './newcomers.js';
import { riversideOnSale, type OnSale } from './riverside.js';

/** Riverside puts $20 tickets on sale with a required question. */
const paidEvent = (api: APIRequestContext, name: string) =>
  riversideOnSale(api, {
    name,
    collectInformationSetting: 'only-buyer',
    questions: [{ id: 'diet', title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: true }],
    ticketTypes: [{ attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 10 }],
  });

/** Tickets sold of the event as its organizer sees them. */
async function ticketsSold(api: APIRequestContext, sale: OnSale): Promise<number> {
  const rows = await (await api.get(`/client_side_api/v1/profile_management/events?ownerId=${sale.ownerId}&query=Harvest`, { headers: sale.headers })).json();
  return rows.data.find((row: { course: string }) => row.course === sale.eventId).ticketsSold as number;
}

test('a visitor buys two tickets with the demo card after a declined one, answers the question, and gets the tickets as a PDF', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const sale = await paidEvent(api, 'Harvest Moon Concert');

  await page.goto(`/event/${sale.eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${sale.eventId}\\?event=.+&ticketType=in-person`));
  await expect(page.getByRole('heading', { name: 'Harvest Moon Concert' })).toBeVisible();
  await expect(page.getByText('$20 + $0.89 fee')).toBeVisible();
  await page.getByLabel('Quantity of General admission').selectOption('2');
  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();

  // The hold's countdown runs from 14 minutes.
  await expect(page.getByLabel('Time remaining')).toHaveText(/^1[34]:\d\d$/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Confirm email').fill('ada@example.org');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email address must match.')).toBeVisible();
  await expect(page.getByText('This question is required')).toBeVisible();
  await page.getByLabel('Confirm email').fill('ada@example.com');
  await page.getByLabel('Dietary needs *').fill('Vegetarian');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Demo payments: no money moves.', { exact: false })).toBeVisible();
  await payWithDemoCard(page, { number: DEMO_CARDS.declined, amount: '$41.78' });
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await ticketsSold(api, sale)).toBe(0);

  // The demo's incorrect zip code is shown at the postal code, and sells nothing either.
  await payWithDemoCard(page, { postalCode: '00000', amount: '$41.78' });
  await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('The zip code you supplied failed validation.');
  expect(await ticketsSold(api, sale)).toBe(0);

  await payWithDemoCard(page, { amount: '$41.78' });
  await expect(page).toHaveURL(/\/checkout\/thankyou\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(page.getByText('A confirmation email with your tickets is on its way to ada@example.com.')).toBeVisible();
  expect(await ticketsSold(api, sale)).toBe(2);

  await page.getByRole('link', { name: 'View Tickets' }).click();
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  await expect(page.getByText('Vegetarian')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await api.dispose();
});

test('a declined card shows its message and sells nothing; closing the checkout puts the held tickets back', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const sale = await paidEvent(api, 'Harvest Dance');
  const available = async () => (await (await api.get(`/client_side_api/v1/tickets?eventId=${sale.dateId}`)).json())[0].available as number;

  await page.goto(`/checkout/${sale.eventId}?event=${sale.dateId}&ticketType=in-person`);
  await page.getByLabel('Quantity of General admission').selectOption('2');
  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Confirm email').fill('grace@example.com');
  await page.getByLabel('Dietary needs *').fill('None');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithDemoCard(page, { number: DEMO_CARDS.declined, amount: '$41.78' });
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  // Held while the buyer may try another card.
  expect(await available()).toBe(8);

  await page.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page).toHaveURL(`/event/${sale.eventId}`);
  await expect.poll(available).toBe(10);
  expect(await ticketsSold(api, sale)).toBe(0);
  await api.dispose();
});

test('the time-up screen appears when the hold runs out, and closing it puts the tickets back on sale', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const sale = await paidEvent(api, 'Harvest Supper');
  // The page's clock runs 15 minutes ahead once the order exists, so its 14-minute hold is over.
  await page.clock.install();
  await page.goto(`/event/${sale.eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await page.getByLabel('Quantity of General admission').selectOption('1');
  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.clock.fastForward('15:00');
  const dialog = page.getByRole('dialog', { name: 'Sorry... Time’s up' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sorry... The time limit gives everyone a fair shot at tickets.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`/event/${sale.eventId}`);
  const tickets = await (await api.get(`/client_side_api/v1/tickets?eventId=${sale.dateId}`)).json();
  expect(tickets[0].available).toBe(10);
  await api.dispose();
});

test('tickets that fail to load send the visitor back to the event with the seeds’ message', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const sale = await paidEvent(api, 'Harvest Market');
  await page.goto(`/checkout/${sale.eventId}?event=00000000-0000-4000-8000-000000000000&ticketType=in-person`);
  await expect(page).toHaveURL(`/event/${sale.eventId}?errorCode=1`);
  await expect(page.getByText('We had a problem loading the tickets in checkout. Please try again.')).toBeVisible();
  await api.dispose();
});
