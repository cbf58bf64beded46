import { expect, test, type Page } from '@playwright/test';
import { payWithDemoCard } from './newcomers.js';

async function logIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('the organizer sets up a live stream; a buyer of an online ticket opens View Stream from the thank-you page, and a non-holder is refused', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const found = (await (await page.request.get('/client_side_api/v1/events?query=Studio%20Session')).json()) as { data: { id: string; name: string }[] };
  const event = found.data.find((e) => e.name === 'Studio Session: Live Stream')!;

  // Maya chooses Limelight's own live stream for the date and gets the server address and the stream key for OBS.
  await logIn(page, 'maya@limelight.example');
  await page.goto(`/event/${event.id}`);
  await page.getByRole('link', { name: 'Video', exact: true }).click();
  await expect(page).toHaveURL(`/management/courses/${event.id}/broadcasts`);
  const date = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await date.getByLabel('Limelight live stream').check();
  await date.getByRole('button', { name: 'Save' }).click();
  await expect(date.getByLabel('Stream key', { exact: true })).toHaveValue(/^[A-Za-z0-9_-]{20,}$/);
  await expect(date.getByLabel('Server URL', { exact: true })).toHaveValue(/^rtmp:\/\/.+\/live$/);

  // Theo buys a stream ticket and goes from the thank-you page to the stream, which starts soon.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await logIn(buyer, 'theo@limelight.example');
  await buyer.goto(`/event/${event.id}`);
  await buyer.getByRole('link', { name: 'Get Streaming Tickets' }).click();
  await buyer.getByLabel('Quantity of Stream ticket').selectOption('1');
  await buyer.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await buyer.getByLabel('First name', { exact: true }).fill('Theo');
  await buyer.getByLabel('Last name', { exact: true }).fill('Marchetti');
  await buyer.getByLabel('Email', { exact: true }).fill('theo@limelight.example');
  await buyer.getByLabel('Confirm email').fill('theo@limelight.example');
  await buyer.getByRole('group', { name: 'Attendee 1: Stream ticket' }).getByRole('button', { name: 'Same as buyer' }).click();
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await payWithDemoCard(buyer);
  await expect(buyer).toHaveURL(/\/checkout\/thankyou\/[0-9a-f-]{36}$/);
  await buyer.getByRole('link', { name: 'View Stream' }).click();
  await expect(buyer).toHaveURL(/\/b\/[0-9a-f-]{36}$/);
  const streamPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole('heading', { name: 'Starting soon' })).toBeVisible();
  await buyerContext.close();

  // Sam holds no ticket for it: the page says who the stream is for.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, 'sam@limelight.example');
  await other.goto(streamPath);
  await expect(other.getByRole('heading', { name: 'This stream is for ticket holders.' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', `/event/${event.id}`);
  await otherContext.close();
});
