import { expect, test, type Page } from '@playwright/test';
import { completeDemoOnboarding, fillDateTime, localDate, payWithDemoCard, signUp, unique } from './newcomers.js';

const seat = (page: Page, name: string) => page.getByRole('group', { name: 'Seat map' }).getByRole('button', { name });
const yourSeats = (page: Page) => page.getByRole('list', { name: 'Your seats' }).getByRole('listitem');

/** Adds a row, table or section through the designer's tool dialog, filling `fields` (label → value, or a select's option label). */
async function addWithTool(page: Page, tool: string, title: string, fields: Record<string, string>, selects: Record<string, string> = {}) {
  await page.getByRole('button', { name: tool, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, option] of Object.entries(selects)) await dialog.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label, exact: true }).or(dialog.getByRole('spinbutton', { name: label, exact: true })).fill(value);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the buyer and gives every attendee the buyer's name (the simple form asks for each attendee). */
async function fillBuyer(page: Page, first: string, last: string, email: string) {
  await page.getByLabel('First name', { exact: true }).fill(first);
  await page.getByLabel('Last name', { exact: true }).fill(last);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
  for (const same of await page.getByRole('button', { name: 'Same as buyer' }).all()) await same.click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a newcomer draws a seat chart with two sections and a table and sells by seat; a second buyer sees the seats sold and Best available offers others', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const organizer = await signUp(page, 'Clara Schumann', `c${id}`);
  await page.goto(`/manage/${organizer.username}/settings/payouts`);
  await page.getByRole('link', { name: 'Connect to Stripe' }).click();
  await completeDemoOnboarding(page);

  // A draft event with two ticket types: Front seats and Back seats.
  const name = `Piano Evening ${id}`;
  await page.goto('/event/new');
  await page.getByRole('link', { name: 'Use the simple form' }).click();
  await page.getByRole('link', { name: 'Clara Schumann' }).click();
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Description').fill('Schumann and Brahms by candlelight.');
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Venue name').fill('The Music Room');
  await page.getByLabel('Address').fill('3 Quay Street, Hudson, NY');
  await fillDateTime(page, 'Date 1 starts', localDate(24, 19));
  await page.getByLabel('Ticket 1 name').fill('Front seat');
  await page.getByLabel('Ticket 1 price').fill('30');
  await page.getByLabel('Ticket 1 quantity').fill('30');
  await page.getByRole('button', { name: 'Add a ticket type' }).click();
  await page.getByLabel('Ticket 2 name').fill('Back seat');
  await page.getByLabel('Ticket 2 price').fill('20');
  await page.getByLabel('Ticket 2 quantity').fill('30');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  const eventPath = new URL(page.url()).pathname;

  // The seating designer, from the event page: a new chart with two categories mapped to the two ticket types.
  await page.getByRole('navigation', { name: 'Manage event' }).getByRole('link', { name: 'Seating' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Music Room');
  await page.getByRole('button', { name: 'Create a chart' }).click();
  await expect(page.getByRole('application', { name: 'Seating chart Music Room' })).toBeVisible();
  await page.getByLabel('Category 1 label').fill('Front');
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Category 2 label').fill('Back');
  await page.getByRole('group', { name: 'Ticket types selling Front' }).getByRole('checkbox', { name: 'Front seat' }).check();
  await page.getByRole('group', { name: 'Ticket types selling Back' }).getByRole('checkbox', { name: 'Back seat' }).check();

  // Two sections, Front (a row of 8) and Back (a row of 8 and a table of 4).
  await addWithTool(page, 'Add section', 'Add a section', { 'Section name': 'Front' });
  await addWithTool(page, 'Add row', 'Add a row', { 'Row label': 'A', Seats: '8' }, { Section: 'Front', Category: 'Front' });
  await addWithTool(page, 'Add section', 'Add a section', { 'Section name': 'Back' });
  await addWithTool(page, 'Add row', 'Add a row', { 'Row label': 'A', Seats: '8' }, { Section: 'Back', Category: 'Back' });
  await addWithTool(page, 'Add table', 'Add a table', { 'Table label': 'T1', Seats: '4' }, { Section: 'Back', Category: 'Back' });
  await expect(page.getByText(/2 sections, 20 seats \(2 rows, 1 table\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.goto(eventPath);
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();

  // A buyer picks two seats side by side on the chart and pays.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(eventPath);
  await buyer.getByRole('link', { name: 'Get Tickets' }).click();
  await seat(buyer, 'Front-A-4, Front $30, available').click();
  await seat(buyer, 'Front-A-5, Front $30, available').click();
  await expect(yourSeats(buyer)).toHaveCount(2);
  await buyer.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await fillBuyer(buyer, 'Robert', 'Schumann', `r${id}@example.com`);
  await payWithDemoCard(buyer, { amount: '$61.98' });
  await expect(buyer.getByText('Your seats: Front-A-4, Front-A-5')).toBeVisible();
  await buyer.getByRole('link', { name: 'View Tickets' }).click();
  const seatOnTicket = buyer.locator('dt', { hasText: 'Seat' }).locator('xpath=following-sibling::dd');
  await expect(buyer.getByText('Ticket 1 / 2')).toBeVisible();
  const first = await seatOnTicket.textContent();
  await buyer.getByRole('button', { name: 'Next' }).click();
  await expect(buyer.getByText('Ticket 2 / 2')).toBeVisible();
  expect([first, await seatOnTicket.textContent()].sort()).toEqual(['Front-A-4', 'Front-A-5']);

  // A second buyer sees those seats sold, and Best available offers two others side by side.
  const second = await (await browser.newContext()).newPage();
  await second.goto(eventPath);
  await second.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(seat(second, 'Front-A-4, Front $30, sold')).toBeVisible();
  await expect(seat(second, 'Front-A-5, Front $30, sold')).toBeVisible();
  await second.getByLabel('Number of seats').selectOption('2');
  await second.getByLabel('Category').selectOption({ label: 'Front · $30' });
  await second.getByRole('button', { name: 'Best available' }).click();
  await expect(yourSeats(second)).toHaveCount(2);
  const offered = (await yourSeats(second).locator('strong').allTextContents()).sort();
  expect(offered).toHaveLength(2);
  expect(offered.some((label) => label === 'Front-A-4' || label === 'Front-A-5')).toBe(false);
  const [a, b] = offered.map((label) => Number(label.split('-').pop()));
  expect(Math.abs(a! - b!)).toBe(1);
  await expect(seat(second, `${offered[0]}, Front $30, selected`)).toBeVisible();

  await buyer.context().close();
  await second.context().close();
});
