import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * No dead links: every page the navigation, the footer, the user menu and the management sidebar lead to
 * renders without the not-found page, without a console or page error, and names itself in the document title.
 * Each link is checked softly, so one run lists every broken page.
 */

const NOT_FOUND = /The page you were looking for was not found|Page not found/;

/** Console errors and uncaught page errors since the last visit. A logged-out visitor's `GET /me` answers 401 by design. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('401') && message.location().url.endsWith('/client_side_api/v1/me')) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** The same-site addresses the links of `container` point to, each once. */
async function hrefsIn(container: Locator, role: 'link' | 'menuitem' = 'link'): Promise<string[]> {
  const hrefs = await container.getByRole(role).evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
}

async function checkPage(page: Page, errors: string[], href: string) {
  await test.step(href, async () => {
    errors.length = 0;
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await expect.soft(page.getByRole('heading', { name: NOT_FOUND }), `${href} is not found`).toHaveCount(0);
    await expect.soft(page.getByRole('alert').filter({ hasText: NOT_FOUND }), `${href} is not found`).toHaveCount(0);
    if (new URL(page.url()).pathname !== '/') await expect.soft(page, `${href} names itself`).toHaveTitle(/^.+ \| Limelight$/);
    expect.soft(errors, `${href} logs no errors`).toEqual([]);
  });
}

async function logInAsMaya(page: Page) {
  const login = await page.request.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  expect(login.ok()).toBe(true);
}

/** The links of the top navigation, its How it works menu and the footer, as a visitor sees them on the home page. */
async function publicLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Explore' })).toBeVisible();
  await main.getByRole('button', { name: 'How it works' }).click();
  // The menu's code loads with the first press.
  await expect(page.getByRole('menu')).toBeVisible();
  const howItWorks = await hrefsIn(page.getByRole('menu'), 'menuitem');
  expect(howItWorks).toEqual(['/for-venues-and-event-creators', '/for-artists', '/ucif']);
  await page.keyboard.press('Escape');
  const footer = await hrefsIn(page.getByRole('navigation', { name: 'Footer' }));
  expect(footer).toContain('/help');
  return [...new Set([...(await hrefsIn(main)), ...howItWorks, ...footer])];
}

test('every page of the top navigation and the footer opens', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  for (const href of await publicLinks(page)) await checkPage(page, errors, href);
});

test("every page of the demo organizer's user menu and management sidebars opens, for maya and for the organization riverside", async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await logInAsMaya(page);

  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  const userMenu = await hrefsIn(page.getByRole('menu'), 'menuitem');
  expect(userMenu).toEqual(expect.arrayContaining(['/event/new', '/p/maya', '/manage/maya/events', '/manage/riverside/events', '/schools/new']));
  await page.keyboard.press('Escape');

  const sidebars: string[] = [];
  for (const account of ['maya', 'riverside']) {
    await page.goto(`/manage/${account}/events`);
    const sidebar = page.getByRole('navigation', { name: 'Management' });
    await expect(sidebar.getByRole('link', { name: 'Support center' })).toHaveAttribute('href', '/help');
    sidebars.push(...(await hrefsIn(sidebar)));
  }
  expect(sidebars).toEqual(expect.arrayContaining(['/p/maya', '/o/riverside', '/manage/riverside/memberships/tiers']));

  for (const href of new Set([...userMenu, ...(await publicLinks(page)), ...sidebars])) await checkPage(page, errors, href);
});

test.describe('the event ticketing sections', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`follow scrolling on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const errors = watchErrors(page);
      await page.goto('/for-venues-and-event-creators');
      await expect(page).toHaveTitle('Event Ticketing for Venues and Event Creators | Limelight');
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await expect(sections.getByRole('link')).toHaveCount(9);
      await expect(sections.getByRole('link', { name: 'Event management' })).toHaveAttribute('aria-current', 'location');

      await page.locator('#analytics').scrollIntoViewIfNeeded();
      await expect(sections.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'location');
      await expect(sections.locator('[aria-current]')).toHaveCount(1);

      await sections.getByRole('link', { name: 'Testimonials' }).click();
      await expect(sections.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'location');
      await expect(page.locator('#testimonials').getByRole('listitem')).toHaveCount(3);
      expect(errors).toEqual([]);
    });
  }
});

test('the memberships call to action takes a visitor through login straight to their tiers', async ({ page }) => {
  await page.goto('/for-venues-and-event-creators');
  await page.getByRole('navigation', { name: 'For venues and event creators' }).getByRole('link', { name: 'Memberships' }).click();
  await expect(page).toHaveURL(/\/for-venues-and-event-creators\/memberships$/);
  await expect(page).toHaveTitle('Memberships for Venues and Event Creators | Limelight');
  await page.getByRole('link', { name: 'Set up memberships' }).first().click();
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Ffor-venues-and-event-creators%2Fmemberships%3Fbusiness-tools%3Dmemberships$/);
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/manage\/maya\/memberships\/tiers$/);
  await expect(page).toHaveTitle('Tiers | Limelight');
});
