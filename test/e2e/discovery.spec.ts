import { expect, test } from '@playwright/test';
import { fromOwnAddress, publishPaidEvent, unique } from './newcomers.js';

test('a visitor finds the jazz event by searching, follows its organizer through sign-up, and hears about the next event the organizer publishes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();

  // Search from the top navigation.
  await page.goto('/');
  await page.getByRole('search').getByLabel('Search').fill('jazz');
  await page.getByRole('search').getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(/\/search\?query=jazz&tab=events$/);
  await expect(page).toHaveTitle(/Search/);
  const result = page.getByRole('link', { name: /Late Night Jazz Sessions/ }).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Late Night Jazz Sessions | Limelight');

  // The organizer's profile: a logged-out Follow goes through sign-up and completes on return.
  await page.getByRole('link', { name: 'Riverside Arts Collective' }).first().click();
  await expect(page).toHaveURL(/\/o\/riverside/);
  await expect(page.getByRole('heading', { name: 'Riverside Arts Collective', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Events' })).toBeVisible();
  await page.getByRole('link', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect_to=/);
  await fromOwnAddress(page);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nina Follower');
  await page.getByLabel('Username', { exact: true }).fill(`n${id}`);
  await page.getByLabel('Email').fill(`n${id}@example.com`);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/o\/riverside$/);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

  // The organization's manager publishes a new event…
  const organizer = await browser.newPage();
  await organizer.goto('/auth');
  await organizer.getByLabel('Email').fill('maya@limelight.example');
  await organizer.getByLabel('Password').fill('limelight-demo');
  await organizer.getByRole('button', { name: 'Log in' }).click();
  await expect(organizer.getByRole('button', { name: 'User menu' })).toBeVisible();
  const eventName = `Riverside Open Mic ${id}`;
  await publishPaidEvent(organizer, 'Riverside Arts Collective', { name: eventName, ticket: 'Open mic seat', price: '12' });
  await organizer.close();

  // …and the follower is told, and marks it read.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  const notification = page.getByRole('menuitem').filter({ hasText: eventName });
  await expect(notification).toContainText('Riverside Arts Collective');
  await expect(notification).toContainText('published a new event');
  await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('Explore shows the featured events', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL('/discover/featured');
  await expect(page).toHaveTitle(/\| Limelight$/);
  await expect(page.getByRole('link', { name: /Late Night Jazz Sessions/ }).first()).toBeVisible();
});
