import { expect, test, type Page } from '@playwright/test';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** The demo organizer's own event 'Songwriters in the Round' (one date, free entry). */
async function songwritersEvent(page: Page): Promise<string> {
  const me = await (await page.request.get('/client_side_api/v1/me')).json();
  const events = await (await page.request.get(`/client_side_api/v1/profile_management/events?ownerId=${me.id}&query=Songwriters`)).json();
  return events.data[0].course as string;
}

test('the demo organizer adds a ticket type on the tickets page, and the checkout lists it', async ({ page, browser }) => {
  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  const eventId = await songwritersEvent(page);

  await page.goto(`/management/courses/${eventId}/tickets`);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  const date = page.getByRole('region', { name: /·/ }).first();
  await expect(date.getByRole('row', { name: /Free entry/ })).toContainText('Free entry$0$0$0602');
  await date.getByRole('button', { name: 'Add a ticket type' }).click();
  const added = page.getByRole('group', { name: 'Ticket 2' });
  await added.getByLabel('Name').fill('Front row');
  await added.getByLabel('Price (USD)').fill('15');
  await added.getByLabel('Quantity').fill('12');
  await expect(added.getByText('Fee $0.84 · Buyer pays $15.84')).toBeVisible();
  await page.getByRole('button', { name: 'Save tickets' }).click();
  await expect(page.getByText('Tickets saved')).toBeVisible();
  await expect(date.getByRole('row', { name: /Front row/ })).toContainText('Front row$15$0.84$15.84120Until sold outPublicAdmission');
  await expect(page.getByRole('button', { name: 'Save tickets' })).toBeDisabled();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/event/${eventId}`);
  const listed = visitor.waitForResponse((response) => response.url().includes('/client_side_api/v1/tickets?') && response.ok());
  await visitor.getByRole('link', { name: 'Get Tickets' }).click();
  const tickets = (await (await listed).json()) as { name: string; price: number }[];
  expect(tickets.map((t) => [t.name, t.price])).toEqual([
    ['Free entry', 0],
    ['Front row', 1500],
  ]);
  await expect(visitor.getByText('$15 + $0.84 fee')).toBeVisible();
  await expect(visitor.getByLabel('Quantity of Front row')).toBeVisible();
});

test('the organizer adds a collaborator with door access on the team page, who then removes themselves from the event page', async ({ page, browser }) => {
  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  const eventId = await songwritersEvent(page);

  await page.goto(`/management/courses/${eventId}/teachings`);
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await page.getByLabel('Search for a person or organization').fill('sam');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Sam Rivera/ }).click();
  await page.getByLabel('Role').selectOption('Host');
  await page.getByLabel('Can manage this event').check();
  await page.getByLabel('Access').selectOption('door');
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('Collaborator added')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Rivera/ })).toContainText('HostYesDoor: Guests and Team');

  const sam = await (await browser.newContext()).newPage();
  await logIn(sam, 'sam@limelight.example', 'limelight-demo');
  await sam.goto(`/event/${eventId}`);
  const manage = sam.getByRole('navigation', { name: 'Manage event' });
  await expect(manage.getByRole('link')).toHaveText(['Guests', 'Check-in', 'Team']);
  sam.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure? This action cannot be undone.');
    void dialog.accept();
  });
  await sam.getByRole('button', { name: 'Remove me' }).click();
  await expect(sam.getByRole('alert')).toHaveText("You've been successfully removed as a collaborator from this event.");
  await expect(manage).toHaveCount(0);
  await expect(sam.getByRole('alert')).toHaveCount(0, { timeout: 7000 });

  await page.reload();
  await expect(page.getByRole('row', { name: /Sam Rivera/ })).toHaveCount(0);
});
