import { expect, test, type Page } from '@playwright/test';
import { fillDateTime, payWithDemoCard } from './newcomers.js';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

const csv = (text: string) => ({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The current half hour, as a date and as a date-time field value: a code starting then applies at once. */
function currentHalfHour(): { at: Date; value: string } {
  const step = 30 * 60 * 1000;
  const at = new Date(Math.floor(Date.now() / step) * step);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { at, value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

test('an organizer bulk-imports promo codes from a CSV with a bad line, fixes it, and a buyer uses one at checkout', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const [first, second] = [`SPRING${suffix}`, `SUMMER${suffix}`];

  // An event of Riverside's on sale, made through the API as the organizer would with the form.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside = await (await api.get('/client_side_api/v1/profiles/riverside')).json();
  const startsAt = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString();
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: riverside.id,
      name: `Spring Salon ${suffix}`,
      timezone: 'America/New_York',
      locationName: 'Riverside Arts Hall',
      locationAddress: '120 River Street, Hudson, NY',
      collectInformationSetting: 'only-buyer',
      dates: [{ startsAt }],
      ticketTypes: [{ attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 10 }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  await api.dispose();

  // The organizer imports the codes: the file's bad line is named, the fixed file is taken. The browser's clock
  // stands a minute into the current half hour, so the start chosen cannot pass while the form is filled.
  const start = currentHalfHour();
  await page.clock.setFixedTime(new Date(start.at.getTime() + 60_000));
  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  await page.goto('/manage/riverside');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL('/manage/riverside/marketing/global-promo-codes');
  await page.getByRole('link', { name: 'Bulk import' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk Import Global Promo Codes' })).toBeVisible();
  const file = page.getByLabel('CSV file');
  await file.setInputFiles(csv(`${first}\nAB12\n`));
  await expect(page.getByRole('alert', { name: 'File problems' })).toContainText('Code on line 2 is too short. Codes must be at least 6 characters.');
  await file.setInputFiles(csv(`${first}\n${second}\n`));
  await expect(page.getByText('File uploaded successfully. Found 2 codes.')).toBeVisible();
  await expect(page.getByRole('alert', { name: 'File problems' })).toHaveCount(0);
  await page.getByLabel('Percentage (%)').fill('20');
  await fillDateTime(page, 'Start', start.value);
  await page.getByRole('button', { name: 'Create codes' }).click();
  await expect(page.getByText('Promo codes created successfully')).toBeVisible();
  await expect(page).toHaveURL('/manage/riverside/marketing/global-promo-codes');
  const row = (code: string) => page.getByRole('table', { name: 'Promo codes' }).getByRole('row').filter({ hasText: code });
  await expect(row(first)).toContainText('20%');
  await expect(row(first)).toContainText('Active');

  // A visitor applies the code at checkout: $20 + $0.89 fee, 20% off, and pays with the demo card.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/event/${eventId}`);
  await buyer.getByRole('link', { name: 'Get Tickets' }).click();
  await buyer.getByLabel('Quantity of General admission').selectOption('1');
  await buyer.getByLabel('Promo or access code').fill(first.toLowerCase());
  await buyer.getByRole('button', { name: 'Apply' }).click();
  await expect(buyer.getByRole('list', { name: 'Applied codes' })).toContainText(first);
  await buyer.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await buyer.getByLabel('First name').fill('Ada');
  await buyer.getByLabel('Last name').fill('Lovelace');
  await buyer.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await buyer.getByLabel('Confirm email').fill('ada@example.com');
  await buyer.getByRole('button', { name: 'Continue' }).click();
  // The discount took a fifth off the $20.89 (rounding aside): the buyer pays about $16.71.
  await expect(buyer.getByRole('button', { name: /^Confirm and pay \$/ })).toHaveText(/^Confirm and pay \$16\.\d\d$/);
  await payWithDemoCard(buyer);
  await expect(buyer).toHaveURL(/\/checkout\/thankyou\/[0-9a-f-]{36}$/);
  await buyerContext.close();

  // The organizer sees the use counted.
  await page.reload();
  await expect(row(first).getByRole('cell').nth(2)).toHaveText('1');
  await expect(row(second).getByRole('cell').nth(2)).toHaveText('0');
});
