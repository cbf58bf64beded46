import { expect, test } from '@playwright/test';
import { completeDemoOnboarding, payWithDemoCard, publishPaidEvent, signUp, unique } from './newcomers.js';

const csv = (text: string) => ({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an organizer imports a private list from a CSV and only a listed buyer can buy the list ticket, and share it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const id = unique();
  const organizer = await signUp(page, 'Odetta Holmes', `o${id}`);
  await page.goto(`/manage/${organizer.username}/settings/payouts`);
  await page.getByRole('link', { name: 'Connect to Stripe' }).click();
  await completeDemoOnboarding(page);

  // A private list from a CSV: the bad row is named and fixed in place, the empty line skipped.
  await page.goto(`/manage/${organizer.username}`);
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: /^Lists/ }).click();
  await expect(page).toHaveURL(`/manage/${organizer.username}/lists`);
  await page.getByRole('link', { name: 'Add List' }).click();
  await page.getByLabel('Name').fill('Porch friends');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${organizer.username}/lists/manage/[0-9a-f-]{36}$`));
  await page.getByRole('link', { name: 'Bulk import' }).click();
  await page.getByLabel('CSV file').setInputFiles(csv(`email\nB${id}@Example.com\n\nfriend-of-${id}.example.com\n`));
  const bad = page.getByRole('row').filter({ hasText: 'Invalid email format' });
  await expect(bad).toHaveCount(1);
  await bad.getByRole('textbox').fill(`f${id}@example.com`);
  await expect(page.getByText('Invalid email format')).toHaveCount(0);
  await page.getByRole('button', { name: /^Import/ }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${organizer.username}/lists/manage/[0-9a-f-]{36}$`));
  const users = page.getByRole('table', { name: 'List users' });
  await expect(users.getByRole('row').filter({ hasText: `b${id}@example.com` })).toHaveCount(1);
  await expect(users.getByRole('row').filter({ hasText: `f${id}@example.com` })).toHaveCount(1);

  // A paid event with a list ticket whose share code buys one more ticket.
  const eventPath = await publishPaidEvent(page, 'Odetta Holmes', { name: `Porch Songs ${id}`, ticket: 'Porch seat', price: '20' });
  await page.goto(`/management/courses${eventPath.slice('/event'.length)}/tickets`);
  await page.getByRole('region', { name: /·/ }).first().getByRole('button', { name: 'Add a ticket type' }).click();
  const listed = page.getByRole('group', { name: 'Ticket 2' });
  await listed.getByLabel('Name').fill('Friends row');
  await listed.getByLabel('Price (USD)').fill('10');
  await listed.getByLabel('Quantity').fill('10');
  await listed.getByLabel('Visibility').selectOption('list');
  await listed.getByLabel('Porch friends').check();
  await listed.getByLabel('Tickets per share code').fill('1');
  await page.getByRole('button', { name: 'Save tickets' }).click();
  await expect(page.getByText('Tickets saved')).toBeVisible();

  // A signed-in visitor who is not on the list and a guest see only the public ticket.
  for (const signedIn of [true, false]) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    if (signedIn) await signUp(visitor, 'Nina Simone', `n${id}`);
    await visitor.goto(eventPath);
    await visitor.getByRole('link', { name: 'Get Tickets' }).click();
    await expect(visitor.getByLabel('Quantity of Porch seat')).toBeVisible();
    await expect(visitor.getByLabel('Quantity of Friends row')).toHaveCount(0);
    await context.close();
  }

  // The listed buyer (signed up with the e-mail in another case) buys the list ticket with the demo card.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUp(buyerPage, 'Rosa Parks', `b${id}`);
  await buyerPage.goto(eventPath);
  await buyerPage.getByRole('link', { name: 'Get Tickets' }).click();
  await buyerPage.getByLabel('Quantity of Friends row').selectOption('1');
  await buyerPage.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await buyerPage.getByLabel('First name', { exact: true }).fill('Rosa');
  await buyerPage.getByLabel('Last name', { exact: true }).fill('Parks');
  await buyerPage.getByLabel('Email', { exact: true }).fill(buyer.email);
  await buyerPage.getByLabel('Confirm email').fill(buyer.email);
  await buyerPage.getByRole('group', { name: 'Attendee 1: Friends row' }).getByRole('button', { name: 'Same as buyer' }).click();
  await buyerPage.getByRole('button', { name: 'Continue' }).click();
  await payWithDemoCard(buyerPage);
  await expect(buyerPage.getByRole('heading', { name: 'You’re going!' })).toBeVisible();

  // The buyer's ticket carries a share code for one more ticket.
  await buyerPage.goto(`/manage/${buyer.username}/tickets-and-subscriptions/tickets`);
  const share = buyerPage.getByText(/^Share code [A-Z0-9]{8}$/);
  await expect(share).toBeVisible();
  const shareCode = (await share.textContent())!.replace('Share code ', '');
  await expect(buyerPage.getByText('1 ticket left')).toBeVisible();
  await buyerContext.close();

  // A friend signed in uses the code: the list ticket appears for one ticket.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signUp(friend, 'Bessie Smith', `s${id}`);
  await friend.goto(eventPath);
  await friend.getByRole('link', { name: 'Get Tickets' }).click();
  await friend.getByLabel('Promo or access code').fill(shareCode.toLowerCase());
  await friend.getByRole('button', { name: 'Apply' }).click();
  await expect(friend.getByRole('list', { name: 'Applied codes' })).toContainText(shareCode);
  await expect(friend.getByText('1 ticket left on this code')).toBeVisible();
  await expect(friend.getByLabel('Quantity of Friends row')).toBeVisible();
  await friendContext.close();
});
