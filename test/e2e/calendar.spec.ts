import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The embeddable calendar end to end: the organizer generates a link with their colours and the grid
 * layout, and another website (a page served here from another origin) frames it.
 */

/** A website of its own origin (127.0.0.1 on another port) whose one page frames `src`. */
async function otherSite(src: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html><head><title>Riverside friends</title></head><body><h1>Our events</h1><iframe title="Riverside calendar" src="${src.replace(/"/g, '&quot;')}" width="1000" height="900"></iframe></body></html>`;
  const server: Server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("the generated link shows the demo events in the organizer's colours inside another site's frame", async ({ page, baseURL }) => {
  const login = await page.request.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);

  await page.goto('/manage/riverside/marketing/custom-calendar');
  await expect(page).toHaveTitle('Custom Calendar | Limelight');
  await page.getByRole('textbox', { name: 'Background color', exact: true }).fill('#101820');
  await page.getByRole('textbox', { name: 'Text color', exact: true }).fill('f2aa4c');
  await page.getByRole('textbox', { name: 'Button color', exact: true }).fill('00A86B');
  await page.getByRole('radio', { name: 'grid' }).check();
  // The whole three months at once, rather than this month only.
  await page.getByRole('checkbox', { name: 'Browse by date' }).uncheck();
  // The live preview follows the form.
  await expect(page.frameLocator('iframe[title="Calendar preview"]').getByRole('main')).toHaveCSS('background-color', 'rgb(16, 24, 32)');
  await page.getByRole('button', { name: 'Generate Link' }).click();

  const dialog = page.getByRole('dialog', { name: 'Voila!' });
  const link = await dialog.getByRole('textbox', { name: 'Calendar link' }).inputValue();
  expect(link).toBe(
    `${baseURL}/calendar/o/riverside?bgColor=101820&textColor=f2aa4c&highlColor=00a86b&showImage=true&defaultLayout=grid&showDescription=true&showTicketsButton=true&browseByDate=false&showBackButton=true&enableSearch=true`,
  );
  await expect(dialog.getByRole('link', { name: 'Visit Page' })).toHaveAttribute('target', '_blank');
  // The feed for calendar apps lists the same events.
  const feed = await page.request.get(await dialog.getByRole('textbox', { name: 'Calendar feed' }).inputValue());
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('SUMMARY:Winter Gala');

  const site = await otherSite(link);
  try {
    await page.goto(site.url);
    const calendar = page.frameLocator('iframe[title="Riverside calendar"]');
    const main = calendar.getByRole('main');
    await expect(main).toHaveCSS('background-color', 'rgb(16, 24, 32)');
    await expect(main).toHaveCSS('color', 'rgb(242, 170, 76)');
    const events = calendar.getByRole('list', { name: 'Events' });
    await expect(events).toHaveAttribute('data-layout', 'grid');
    for (const name of ['String Quartet No. 14', 'Late Night Jazz Sessions', 'Winter Gala']) await expect(events.getByRole('link', { name }).first()).toBeVisible();
    // Riverside's calendar holds none of Maya's own events.
    await expect(events.getByRole('link', { name: 'Songwriters in the Round' })).toHaveCount(0);
    const tickets = events.getByRole('link', { name: 'Get Tickets' }).first();
    await expect(tickets).toHaveCSS('background-color', 'rgb(0, 168, 107)');

    // A card opens the event in the top window, leaving the other site.
    await events.getByRole('link', { name: 'Winter Gala' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/event/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: 'Winter Gala' })).toBeVisible();
  } finally {
    await site.close();
  }
});

test('an invalid colour in the address is refused with a message', async ({ page }) => {
  await page.goto('/calendar/o/riverside?bgColor=12345z');
  await expect(page.getByRole('alert')).toContainText('Invalid color');
  await expect(page.getByRole('alert')).toContainText('bgColor (the background color) must be six hexadecimal digits such as FFFFFF, not “12345z”.');
  await expect(page.getByRole('main')).toHaveCount(0);
});
