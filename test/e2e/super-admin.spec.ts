import { expect, test } from '@playwright/test';

/** The demo accounts (src/demo-data.ts, DEMO_ACCOUNTS). */
const ADMIN = { email: 'admin@limelight.example', password: 'limelight-admin' };
const BUYER = { name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example' };

test('the site admin finds the demo buyer by e-mail, turns on their Developer Zone, sees it recorded, and opens their management area', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Super Admin' }).click();
  await expect(page).toHaveURL(/\/super_admin$/);
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(BUYER.email);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(accounts.getByRole('row').nth(1)).toContainText(`@${BUYER.username}`);
  await expect(accounts.getByRole('row').nth(1)).toContainText(BUYER.email);

  const developerZone = accounts.getByRole('switch', { name: `Developer Zone for ${BUYER.name}` });
  await expect(developerZone).toHaveAttribute('aria-checked', 'false');
  await developerZone.click();
  await expect(developerZone).toHaveAttribute('aria-checked', 'true');

  const newest = page.getByRole('table', { name: 'Recent actions' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Ada Admin (@admin)');
  await expect(newest).toContainText('Turned on Developer Zone');
  await expect(newest).toContainText(`${BUYER.name} (@${BUYER.username})`);

  await accounts.getByRole('link', { name: `Manage ${BUYER.name}` }).click();
  // The buyer has no upcoming events, so the list may already have switched to Past.
  await expect(page).toHaveURL(new RegExp(`/manage/${BUYER.username}/events(\\?past=true)?$`));
  const management = page.getByRole('navigation', { name: 'Management' });
  await management.getByRole('link', { name: 'Developer Zone' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${BUYER.username}/developer-zone`));
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
});

test('anyone else is sent away from /super_admin: to log in when logged out, home when not a site admin', async ({ page }) => {
  await page.goto('/super_admin');
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fsuper_admin/);
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/super_admin');
  await expect(page).toHaveURL(/\/$/);
});
