import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../web/src/test/csv-reader';

test("the demo organizer finds, sorts and exports the organization's events", async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/manage/riverside');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/manage\/riverside\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Events' });
  // The demo events, one row per date: three jazz nights, the quartet and the gala.
  await expect(table.getByRole('link', { name: 'Late Night Jazz Sessions' })).toHaveCount(3);
  await expect(table.getByRole('link', { name: 'String Quartet No. 14' })).toHaveCount(1);
  await expect(table.getByRole('link', { name: 'Winter Gala' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create An Event' })).toHaveAttribute('href', '/event/new');
  const gala = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Winter Gala' }) });
  await expect(gala.getByRole('cell').nth(3)).toHaveText('$150');
  await expect(gala.getByRole('link', { name: 'Winter Gala' })).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
  await expect(gala.getByRole('link', { name: 'Guests' })).toHaveAttribute('href', /^\/management\/courses\/[0-9a-f-]{36}\/registrations\?event_id=[0-9a-f-]{36}$/);
  await expect(gala.getByRole('link', { name: 'Details' })).toHaveAttribute('href', /\/details\/edit$/);

  // Search: the list and the address follow the text after the pause.
  await page.getByRole('searchbox', { name: 'Search events' }).fill('jazz');
  await expect(page).toHaveURL(/[?&]query=jazz/);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('link', { name: 'Late Night Jazz Sessions' })).toHaveCount(3);

  // Sort by tickets sold: ascending, then descending; the first night sold 2 + 1 tickets for $50 + $60.
  const ticketsSold = table.getByRole('button', { name: /^Tickets sold/ });
  await ticketsSold.click();
  await expect(page).toHaveURL(/sort=ticketsSold&direction=asc/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^0General admission: 0/);
  await ticketsSold.click();
  await expect(page).toHaveURL(/sort=ticketsSold&direction=desc/);
  await expect(table.getByRole('columnheader', { name: /Tickets sold/ })).toHaveAttribute('aria-sort', 'descending');
  const first = table.getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(2)).toContainText('3');
  await expect(first.nth(2)).toContainText('General admission: 2');
  await expect(first.nth(2)).toContainText('Table for two: 1');
  await expect(first.nth(3)).toHaveText('$110');

  // The address keeps the list as it is.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('jazz');
  await expect(table.getByRole('columnheader', { name: /Tickets sold/ })).toHaveAttribute('aria-sort', 'descending');

  // Export CSV: every row the list has, in its order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Events \d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(['Name', 'Date', 'Revenue', 'Tickets sold']);
  expect(rows).toHaveLength(4);
  expect(rows[1]).toEqual(['Late Night Jazz Sessions', expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/), '$110', '3']);
  expect(rows.slice(2).map((row) => [row[0], row[2], row[3]])).toEqual([
    ['Late Night Jazz Sessions', '$0', '0'],
    ['Late Night Jazz Sessions', '$0', '0'],
  ]);

  // Past is a click away, and a search that finds nothing says so.
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page).toHaveURL(/past=true/);
  await expect(page.getByText('No results')).toBeVisible();
});
