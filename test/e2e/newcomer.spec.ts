import { expect, test, type Page } from '@playwright/test';
import { completeDemoOnboarding, payWithDemoCard, publishPaidEvent, signUp, unique } from './newcomers.js';

/** A 400×300 PNG drawn by the browser: two colours and a diagonal, so it is a real picture. */
async function pngPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#d9480f';
    context.fillRect(0, 0, 200, 300);
    context.fillStyle = '#1c7ed6';
    context.fillRect(200, 0, 200, 300);
    context.strokeStyle = '#fff';
    context.lineWidth = 12;
    context.beginPath();
    context.moveTo(0, 0);
    context.lineTo(400, 300);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** A PNG's width and height, read from its IHDR chunk; fails when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a newcomer sets up their account, connects payments, sells a ticket to another newcomer and sees the sale in reporting', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = unique();
  const organizer = await signUp(page, 'Odetta Holmes', `o${id}`);

  // Settings from the user menu.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/manage/${organizer.username}/settings/account`);
  const form = page.getByRole('form', { name: 'Account settings' });

  // A new username: saved, and the address follows it.
  const username = `stage${id}`;
  await form.getByLabel('Username *').fill(username);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`/manage/${username}/settings/account`);
  await expect(form.getByLabel('Username *')).toHaveValue(username);
  // The next save's message is told apart from this one.
  await expect(page.getByText('Settings updated successfully')).toBeHidden();

  // An avatar: picked, cropped (the frame moved with the keyboard), uploaded and saved.
  await expect(form.getByText('No image').first()).toBeVisible();
  await form.getByLabel('Upload avatar').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pngPicture(page) });
  const cropper = page.getByRole('dialog', { name: 'Crop avatar' });
  await expect(cropper).toBeVisible();
  // The largest square of a 400×300 picture, centred.
  await expect(cropper.getByText('Selection 300 × 300 pixels at 50, 0')).toBeVisible();
  await cropper.getByRole('img', { name: 'Avatar crop area' }).press('ArrowRight');
  await expect(cropper.getByText('Selection 300 × 300 pixels at 60, 0')).toBeVisible();
  await cropper.getByRole('button', { name: 'Save' }).click();
  await expect(cropper).toBeHidden();
  const preview = form.getByRole('img', { name: 'Avatar preview' });
  await expect(preview).toHaveAttribute('src', /\/client_side_api\/v1\/file_uploads\/[0-9a-f-]{36}$/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();

  // Still there after a reload: the stored avatar is the crop at its stored size, 275×275.
  await page.reload();
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(275);
  const avatar = await page.request.get((await preview.getAttribute('src'))!);
  expect(avatar.ok()).toBe(true);
  expect(avatar.headers()['content-type']).toMatch(/^image\/png/);
  expect(pngSize(await avatar.body())).toEqual({ width: 275, height: 275 });

  // Payouts: not connected, then the demo Stripe onboarding, then connected.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(`/manage/${username}/settings/payouts`);
  await expect(page.getByText('Not connected. Connect a Stripe account to sell paid tickets and receive payouts.')).toBeVisible();
  const connect = page.getByRole('link', { name: 'Connect to Stripe' });
  await expect(connect).toHaveAttribute('href', /^\/stripe\/onboarding\?owner_uuid=[0-9a-f-]{36}&owner_type=User$/);
  await connect.click();
  await completeDemoOnboarding(page);
  await expect(page).toHaveURL(`/manage/${username}/settings/payouts`);
  await expect(page.getByText(/^Connected to Stripe \(demo\): demo_acct_[0-9a-f]{16}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect to Stripe' })).toHaveCount(0);

  // A paid event with the simple form, published.
  const eventName = `Porch Songs ${id}`;
  const eventPath = await publishPaidEvent(page, 'Odetta Holmes', { name: eventName, ticket: 'Porch seat', price: '20' });

  // Another newcomer signs up and buys one ticket with the demo card.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUp(buyerPage, 'Rosa Parks', `b${id}`);
  await buyerPage.goto(eventPath);
  await expect(buyerPage.getByRole('heading', { name: eventName })).toBeVisible();
  await buyerPage.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(buyerPage.getByText('$20 + $0.89 fee')).toBeVisible();
  await buyerPage.getByLabel('Quantity of Porch seat').selectOption('1');
  await buyerPage.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  // Signed in, the buyer finds their own name and e-mail filled in.
  await expect(buyerPage.getByLabel('First name', { exact: true })).toHaveValue('Rosa');
  await expect(buyerPage.getByLabel('Last name', { exact: true })).toHaveValue('Parks');
  await expect(buyerPage.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
  await expect(buyerPage.getByLabel('Confirm email')).toHaveValue(buyer.email);
  // The simple form's events ask for each attendee's details: the one ticket is the buyer's own.
  await buyerPage.getByRole('group', { name: 'Attendee 1: Porch seat' }).getByRole('button', { name: 'Same as buyer' }).click();
  await expect(buyerPage.getByLabel('Attendee first name')).toHaveValue('Rosa');
  await buyerPage.getByRole('button', { name: 'Continue' }).click();
  await expect(buyerPage.getByText('Demo payments: no money moves.', { exact: false })).toBeVisible();
  await payWithDemoCard(buyerPage, { amount: '$20.89' });
  await expect(buyerPage).toHaveURL(/\/checkout\/thankyou\/[0-9a-f-]{36}$/);
  await expect(buyerPage.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(buyerPage.getByText(`A confirmation email with your tickets is on its way to ${buyer.email}.`)).toBeVisible();
  await buyerContext.close();

  // Reporting: the projections catch up with the sale; the pages are reloaded until they show it.
  await page.goto(`/manage/${username}`);
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Reporting' }).click();
  await expect(page).toHaveURL(`/manage/${username}/reporting/revenue`);
  const byMonth = page.getByRole('table', { name: 'Revenue by month' });
  await expect(async () => {
    await page.reload();
    const headers = await byMonth.locator('thead th').allTextContents();
    const gross = headers.findIndex((header) => header.startsWith('Gross sales'));
    expect(gross).toBeGreaterThan(0);
    const total = byMonth.locator('tfoot tr').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    await expect(total.locator('th, td').nth(gross)).toHaveText('$20.89', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Reporting' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`/manage/${username}/reporting/orders`);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(async () => {
    await page.reload();
    await expect(orders.locator('tbody tr')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const sale = orders.locator('tbody tr').first();
  await expect(sale.getByRole('link', { name: 'Rosa Parks' })).toBeVisible();
  await expect(sale.getByRole('link', { name: eventName })).toHaveAttribute('href', eventPath);
  await expect(sale).toContainText('$20.89');
  await expect(sale).toContainText('Card (demo)');
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
});
