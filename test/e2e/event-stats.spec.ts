import { expect, test, type Page } from '@playwright/test';
import { completeDemoOnboarding, publishPaidEvent, signUp, unique } from './newcomers.js';

/** The funnel's step on the stats page: its count. */
const step = (page: Page, label: string) => page.getByRole('list', { name: 'Funnel' }).getByRole('listitem').filter({ hasText: label }).locator('span').nth(1);

/** Reloads the stats page until `check` holds (the stats are projected a moment after the sale). */
async function statsShow(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000 });
}

test('a newcomer’s event: a visitor pays with the wallet, the stats count one view and one purchase however often the thank-you page loads, and the door moves the check-in curve', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const organizer = await signUp(page, 'Nina Simone', `n${id}`);
  await page.goto(`/manage/${organizer.username}/settings/payouts`);
  await page.getByRole('link', { name: 'Connect to Stripe' }).click();
  await completeDemoOnboarding(page);
  const eventPath = await publishPaidEvent(page, 'Nina Simone', { name: `Garden Songs ${id}`, ticket: 'Garden seat', price: '20' });
  const eventId = eventPath.split('/').pop()!;

  // The organizer opens the stats from the event page: nobody has looked yet.
  await page.getByRole('navigation', { name: 'Manage event' }).getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(`/management/courses/${eventId}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: `Garden Songs ${id}` })).toBeVisible();
  await expect(step(page, 'Views')).toHaveText('0');
  await expect(page.getByText('No one has checked in yet.')).toBeVisible();

  // A visitor views the event, chooses a ticket and pays with the wallet, then reloads the thank-you page twice.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventPath);
  await visitor.getByRole('link', { name: 'Get Tickets' }).click();
  await visitor.getByLabel('Quantity of Garden seat').selectOption('1');
  const express = visitor.getByRole('region', { name: 'Express checkout' });
  await express.getByRole('button', { name: 'Demo wallet' }).click();
  const wallet = visitor.getByRole('dialog', { name: 'Demo wallet' });
  await expect(wallet.getByText('$20.89')).toBeVisible();
  await wallet.getByLabel('Name').fill('Ella Fitzgerald');
  await wallet.getByLabel('E-mail').fill(`e${id}@example.com`);
  await wallet.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  for (let reload = 0; reload < 2; reload += 1) {
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  }

  // One view more, one purchase (not three), and the conversion.
  await statsShow(page, async () => {
    await expect(step(page, 'Views')).toHaveText('1', { timeout: 1_000 });
    await expect(step(page, 'Purchases')).toHaveText('1', { timeout: 1_000 });
  });
  await expect(step(page, 'Add to cart')).toHaveText('1');
  await expect(page.getByText('Conversion100%purchases per view')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('$20.89');
  await expect(page.getByText('0 of 1 checked in')).toBeVisible();

  // The door checks Ella in: the check-in curve moves.
  await page.goto(`/management/courses/${eventId}/check-in`);
  await page.getByRole('searchbox', { name: 'Find a guest' }).fill('ella');
  await page.getByRole('button', { name: 'Check in Ella Fitzgerald' }).click();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('✓ Admitted');
  await page.goto(`/management/courses/${eventId}/stats`);
  await statsShow(page, async () => {
    await expect(page.getByRole('img', { name: /^Check-ins over time, .*: 1 of 1 checked in$/ })).toBeVisible({ timeout: 1_000 });
  });
  await visitor.context().close();
});
