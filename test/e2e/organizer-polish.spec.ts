import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillDateTime, localDate, publishPaidEvent, signUp, unique } from './newcomers';

const logInAsMaya = async (page: Page) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
};

/** The box's left and right edges on the page. */
const edges = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
};

test('a newcomer’s first event: the time zone is preselected, every ticket field is labelled, and a date in the past is caught before publishing', async ({ page }) => {
  const { username } = await signUp(page, 'Nora Quinn', `nora${unique()}`);
  await page.goto('/event/new');
  await page.getByRole('link', { name: 'Use the simple form' }).click();
  await page.getByRole('link', { name: 'Nora Quinn' }).click();
  await expect(page).toHaveURL(/\/e\/new\?ownerId=[0-9a-f-]{36}$/);

  // The owner's time zone (a new account's is New York), never a blank choice.
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');

  // Every field of a ticket row says what it is.
  const ticket = page.getByRole('group', { name: 'Ticket 1' });
  for (const caption of ['Name', 'Attendance', 'Price', 'Currency', 'Quantity']) await expect(ticket.getByText(caption, { exact: true })).toBeVisible();

  // A date two days ago is saved as a draft, warned about, and refused at publishing with the reason.
  await page.getByLabel('Event name').fill('Porch Songs Last Week');
  await page.getByLabel('Venue name').fill('The Porch');
  await fillDateTime(page, 'Date 1 starts', localDate(-2, 19));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Dates in the past' })).toHaveText('This event’s dates are all in the past: change them before publishing.');
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByRole('alert')).toHaveText('This event’s dates are all in the past');
  await expect(page.getByText('Draft mode: hidden from public view.')).toBeVisible();

  // An event three weeks ahead at 7 PM in New York is published.
  const path = await publishPaidEvent(page, 'Nora Quinn', { name: 'Porch Songs', ticket: 'General admission', price: '15' });
  const eventId = path.split('/').pop()!;
  const when = (await page.getByText(/ · \d{1,2}:\d{2} [AP]M /).first().textContent())!;
  const localTime = when.split(' · ')[1]!.split('\n')[0]!.match(/^\d{1,2}:\d{2} [AP]M \S+/)![0];
  expect(localTime).toMatch(/^7:00 PM E[SD]T$/);

  // Its manage links lead to the tickets page, as the events list's do.
  const manage = page.getByRole('navigation', { name: 'Manage event' });
  await expect(manage.getByRole('link')).toHaveText(['Details', 'Guests', 'Check-in', 'Tickets', 'Seating', 'Team', 'Stats', 'Video']);
  await manage.getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(`/management/courses/${eventId}/tickets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // The events list shows the date at the same local time, with the same zone label, as the event page.
  await page.goto(`/manage/${username}/events`);
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ has: page.getByRole('link', { name: 'Porch Songs', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(new RegExp(`^\\d{2} [A-Z][a-z]{2} \\d{4}, ${localTime}$`));
  await expect(row.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', `/management/courses/${eventId}/tickets`);
});

test('a past event’s page says that it has ended instead of offering tickets', async ({ page }) => {
  await page.goto('/p/kofi?tab=events&filterDate=past');
  await page.getByRole('link', { name: /Summer Rooftop Sessions/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Rooftop Sessions' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This event has ended');
  await expect(page.getByRole('link', { name: 'Get Tickets' })).toHaveCount(0);
});

test('the events list and the revenue table fit a laptop’s page without cut-off columns, and the revenue table scrolls sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAsMaya(page);
  // The events list, its dates with their zone labels: the last row's last link ends inside the table's box.
  await page.goto('/manage/riverside/events');
  const events = page.getByRole('table', { name: 'Events' });
  await expect(events.getByRole('cell', { name: /\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/ }).first()).toBeVisible();
  expect((await edges(events.getByRole('link', { name: 'Video' }).last())).right).toBeLessThanOrEqual((await edges(events.locator('xpath=..'))).right);
  expect(await events.locator('xpath=..').evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  for (const [dimension, name] of [
    ['', 'Revenue by month'],
    ['?dimension=course', 'Revenue by event'],
  ] as const) {
    await page.goto(`/manage/riverside/reporting/revenue${dimension}`);
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    const box = table.locator('xpath=..');
    const lastHeader = table.getByRole('columnheader').last();
    await expect(lastHeader).toHaveText('Platform fees');
    // The last column ends inside the table's box and the window: nothing to scroll to.
    expect((await edges(lastHeader)).right).toBeLessThanOrEqual((await edges(box)).right);
    expect((await edges(box)).right).toBeLessThanOrEqual(1280);
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/manage/riverside/reporting/revenue');
  const table = page.getByRole('table', { name: 'Revenue by month' });
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  // On a phone the table scrolls inside its box; the page itself does not get wider than the screen.
  const box = table.locator('xpath=..');
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const lastHeader = table.getByRole('columnheader').last();
  expect((await edges(lastHeader)).right).toBeLessThanOrEqual(390);
});
