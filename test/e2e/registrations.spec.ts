import { expect, test } from '@playwright/test';

test("the demo organizer adds two guests to a date and sees them on the registrations page as 'Comp (Free)'", async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // Maya's own demo event, found through her events list (the session cookie rides along).
  const me = await (await page.request.get('/client_side_api/v1/me')).json();
  const events = await (await page.request.get(`/client_side_api/v1/profile_management/events?ownerId=${me.id}`)).json();
  const songwriters = events.data.find((row: { name: string }) => row.name === 'Songwriters in the Round');
  expect(songwriters).toBeDefined();

  await page.goto(`/management/courses/${songwriters.course}/registrations`);
  // Without a date in the address, the next date is chosen.
  await expect(page).toHaveURL(/event_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();

  await page.getByRole('button', { name: 'Add guests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add guests' });
  await dialog.getByLabel('Quantity').selectOption('2');
  await dialog.getByLabel('Guest 1 first name').fill('Nina');
  await dialog.getByLabel('Guest 1 last name').fill('Simone');
  await dialog.getByLabel('Guest 1 email').fill('nina.simone@example.com');
  await dialog.getByRole('button', { name: 'Add guests' }).click();

  await expect(page).toHaveURL(/success_message=Guest/);
  expect(new URL(page.url()).searchParams.get('success_message')).toBe('Guest(s) added successfully!');
  await expect(page.getByRole('status')).toContainText('Guest(s) added successfully!');
  const nina = page.getByRole('row').filter({ hasText: 'Nina Simone' });
  await expect(nina).toContainText('nina.simone@example.com');
  await expect(nina).toContainText('Comp (Free)');
  const anonymous = page.getByRole('row').filter({ hasText: 'Anonymous Guest' });
  await expect(anonymous).toHaveCount(1);
  await expect(anonymous).toContainText('Comp (Free)');

  // Search narrows the list (after the 300 ms pause).
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('simone');
  await expect(page.getByRole('row').filter({ hasText: 'Anonymous Guest' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Nina Simone' })).toHaveCount(1);
  // The message goes after 5 seconds.
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 8000 });
});
