import { expect, test } from '@playwright/test';
import { fillDateTime, localDate } from './newcomers.js';

test('an organizer creates an event with two dates and two ticket types, publishes it, and a visitor reaches the date selection', async ({ page, browser }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/event/new');
  await page.getByRole('link', { name: 'Use the simple form' }).click();
  await expect(page.getByRole('link', { name: 'Create an organization' })).toHaveAttribute('href', '/schools/new?redirect_to=/e/new');
  await page.getByRole('link', { name: 'Maya Lind' }).click();
  await expect(page).toHaveURL(/\/e\/new\?ownerId=/);

  await page.getByLabel('Event name').fill('Harbour Lights Concert');
  await page.getByLabel('Description').fill('Two evenings of music by the water.');
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Venue name').fill('Harbour Stage');
  await page.getByLabel('Address').fill('5 Harbour Road, Hudson, NY');
  await fillDateTime(page, 'Date 1 starts', localDate(20, 19));
  await page.getByRole('button', { name: 'Add a date' }).click();
  await fillDateTime(page, 'Date 2 starts', localDate(27, 19));
  await page.getByRole('button', { name: 'Add a ticket type' }).click();
  await page.getByLabel('Ticket 2 name').fill('VIP');
  await page.getByLabel('Ticket 2 price').fill('55');
  await page.getByLabel('Ticket 2 quantity').fill('20');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  const eventUrl = new URL(page.url()).pathname;
  const eventId = eventUrl.split('/').pop()!;
  await expect(page.getByText('Draft mode: hidden from public view.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventUrl);
  await expect(visitor.getByRole('heading', { name: 'The page you were looking for was not found' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();

  await visitor.goto(eventUrl);
  await expect(visitor.getByRole('heading', { name: 'Harbour Lights Concert' })).toBeVisible();
  await expect(visitor.getByText('by Maya Lind').getByRole('link')).toHaveAttribute('href', '/p/maya');
  const dates = visitor.getByRole('region', { name: 'Dates' });
  await expect(dates.getByRole('link')).toHaveCount(2);
  await visitor.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(visitor).toHaveURL(`/select/checkout/${eventId}?ticketType=in-person`);
});
