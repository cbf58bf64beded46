import { expect, test } from '@playwright/test';
import { fromOwnAddress } from './newcomers.js';

test('a visitor signs up, logs out and in, creates an organization, finds it in the user menu and logs out', async ({ page }) => {
  const unique = Date.now().toString(36);
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in / Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2F/);

  await fromOwnAddress(page);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nina Simone');
  await page.getByLabel('Username', { exact: true }).fill(`@nina${unique}`);
  await page.getByLabel('Email').fill(`  Nina${unique}@Example.com `);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(`nina${unique}@example.com`);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/schools/new');
  await page.getByLabel('Organization name').fill('Riverside Jazz Collective');
  await page.getByLabel('Username', { exact: true }).fill(`jazz${unique}`);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/o/jazz${unique}$`));
  await expect(page.getByRole('heading', { name: 'Riverside Jazz Collective' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  const entry = page.getByRole('menuitem', { name: 'Riverside Jazz Col…' });
  await expect(entry).toHaveAttribute('href', `/manage/jazz${unique}/events`);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
});

test('unknown pages show the not-found page and ?native=true hides the navigation', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'The page you were looking for was not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.goto('/p/maya?native=true');
  await expect(page.getByRole('heading', { name: 'Maya Lind' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('the footer leads to the information pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [link, heading] of [
    ['About us', 'About Limelight'],
    ['Fees', 'Fees'],
    ['Universal Creator Income Fund', 'Universal Creator Income Fund'],
    ['Privacy', 'Privacy Policy'],
    ['Terms', 'Terms of Service'],
  ]) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/pages/fees');
  await expect(page.getByText('$0.69 + 1%')).toBeVisible();
});

test('on a phone the navigation folds into a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Explore' })).toBeHidden();
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('link', { name: 'Explore' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).last().fill('jazz');
  await page.getByRole('searchbox', { name: 'Search' }).last().press('Enter');
  await expect(page).toHaveURL(/\/search\?query=jazz&tab=events$/);
});

/** Signs up through /auth (reached by `start`) and returns the new username. */
async function signUp(page: import('@playwright/test').Page, name: string) {
  const username = `u${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await fromOwnAddress(page);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  return username;
}

test('creating an organization needs a login and returns to redirect_to; the management shell is for the account’s managers', async ({ page }) => {
  await page.goto('/schools/new?redirect_to=/e/new');
  await expect(page).toHaveURL(/\/auth\?redirect_to=/);
  const username = await signUp(page, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/schools\/new\?redirect_to=/);

  const organization = `org${username}`.slice(0, 20);
  await page.getByLabel('Organization name').fill('Analytical Engine Hall');
  await page.getByLabel('Username', { exact: true }).fill(organization);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/e\/new$/);

  // Own management area: the sidebar with the switcher and the tabs that exist.
  await page.goto(`/manage/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Management' });
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/p/${username}`);
  await expect(sidebar.getByRole('link', { name: /Support center/ })).toBeVisible();
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page.getByRole('menuitem', { name: /Analytical Engine/ }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${organization}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Analytical Engine Hall' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/o/${organization}`);

  // The organization's profile shows Manage to its owner; someone else's management area sends home.
  await page.goto(`/o/${organization}`);
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', `/manage/${organization}/events`);
  await page.goto('/manage/maya');
  await expect(page).toHaveURL(/\/$/);

  // On a phone the sidebar slides in; openMobileNav=true opens it, native=true hides it.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/manage/${username}?openMobileNav=true`);
  await expect(page.getByRole('dialog', { name: 'Manage' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Close management menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage' })).toBeHidden();
  await page.goto(`/manage/${username}?native=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open management menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('management pages send logged-out visitors to log in; unknown profiles say so', async ({ page }) => {
  await page.goto('/manage/maya');
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fmanage%2Fmaya$/);
  await page.goto('/p/nosuchprofile0');
  await expect(page.getByText("Sorry! That profile wasn't found.")).toBeVisible();
  await page.goto('/o/maya');
  await expect(page.getByText("Sorry! That profile wasn't found.")).toBeVisible();
});
