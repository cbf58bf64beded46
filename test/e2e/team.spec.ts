import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { invitationLinkIn, mailsTo } from '../support/mail';
import { fillDateTime, fromOwnAddress, localDate } from './newcomers.js';

/** Where the e2e server writes its mail (.eml files under DATA_DIR/mail; see playwright.config.ts). */
const DATA_DIR = fileURLToPath(new URL(`../../.data/e2e/${process.env.LIMELIGHT_E2E_PORT}`, import.meta.url));

async function signUp(page: Page, name: string, username: string, email?: string) {
  await fromOwnAddress(page);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Username', { exact: true }).fill(username);
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test("an organization invites a teammate by e-mail, who signs up from the link and manages the organization's events until removed", async ({ page, browser }) => {
  const unique = Date.now().toString(36).slice(-6);
  const org = `team${unique}`;
  const teammateEmail = `teammate.${unique}@example.com`;

  // The owner signs up and creates the organization.
  await page.goto('/auth');
  await signUp(page, 'Maya Owner', `owner${unique}`, `owner.${unique}@example.com`);
  await page.goto('/schools/new');
  await page.getByLabel('Organization name').fill('Harbour Collective');
  await page.getByLabel('Username', { exact: true }).fill(org);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/o/${org}$`));

  // The team starts with the owner alone.
  await page.goto(`/manage/${org}/settings/team`);
  await expect(page.getByRole('heading', { name: 'Build Your Team' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Team' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Maya Owner');
  await expect(table.getByRole('row').nth(1)).toContainText('Owner');
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: 'Remove from team' })).toHaveCount(0);

  // Invite by e-mail: nobody has that address, so an invitation is announced.
  await page.getByRole('link', { name: 'Add Team Member' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${org}/settings/team/new$`));
  await page.getByLabel('Role').selectOption('Producer');
  await page.getByLabel('Search for a person or organization, or type an email').fill('nobody by this name');
  await expect(page.getByText("We couldn't find a Limelight account by that name. Enter their email address to send an invite.")).toBeVisible();
  await page.getByLabel('Search for a person or organization, or type an email').fill(teammateEmail);
  await expect(page.getByText(`An invitation will be sent to ${teammateEmail}`)).toBeVisible();
  await page.getByLabel('Admin (full access)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team member added successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/${org}/settings/team$`));
  // Names (here the address) are cut at 20 characters; the whole shows on hover.
  const invitedRow = table.getByRole('row').filter({ has: page.getByTitle(teammateEmail) });
  await expect(invitedRow).toContainText(`${teammateEmail.slice(0, 20)}…`);
  await expect(invitedRow).toContainText('Invited');
  await expect(invitedRow.getByRole('button', { name: 'Cancel invite' })).toBeVisible();
  await expect(invitedRow.getByRole('button', { name: 'Resend Invite' })).toBeVisible();

  // The worker sends the invitation; its link opens sign-up with the invited address.
  let mails: string[] = [];
  await expect.poll(async () => (mails = await mailsTo(DATA_DIR, teammateEmail)).length, { timeout: 15_000 }).toBe(1);
  const link = invitationLinkIn(mails[0]!);
  const teammate = await (await browser.newContext()).newPage();
  await teammate.goto(`${link.pathname}${link.search}`);
  await expect(teammate.getByLabel('Email')).toHaveValue(teammateEmail);
  await signUp(teammate, 'Jo Teammate', `mate${unique}`);
  await expect(teammate).toHaveURL(new RegExp(`/manage/${org}$`));

  // The teammate manages the organization's events: creates one as the organization.
  await teammate.goto(`/manage/${org}/events`);
  await expect(teammate.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await teammate.goto('/event/new');
  await teammate.getByRole('link', { name: 'Use the simple form' }).click();
  await teammate.getByRole('link', { name: 'Harbour Collective' }).click();
  await expect(teammate).toHaveURL(/\/e\/new\?ownerId=/);
  await teammate.getByLabel('Event name').fill('Teammate Night');
  await teammate.getByLabel('Time zone').selectOption('America/New_York');
  await teammate.getByLabel('Venue name').fill('Harbour Stage');
  await teammate.getByLabel('Address').fill('5 Harbour Road, Hudson, NY');
  await fillDateTime(teammate, 'Date 1 starts', localDate(20, 19));
  await teammate.getByRole('button', { name: 'Save draft' }).click();
  await expect(teammate).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await teammate.goto(`/manage/${org}/events`);
  await expect(teammate.getByRole('table', { name: 'Events' }).getByRole('link', { name: 'Teammate Night' })).toBeVisible();

  // The owner sees the teammate as a member now, and removes them.
  await page.reload();
  const memberRow = table.getByRole('row').filter({ hasText: 'Jo Teammate' });
  await expect(memberRow).not.toContainText('Invited');
  await expect(memberRow.getByRole('link', { name: 'Edit Person' })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to remove this user from the team?');
    void dialog.accept();
  });
  await memberRow.getByRole('button', { name: 'Remove from team' }).click();
  await expect(page.getByText('Team member removed successfully')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The teammate is sent away from the organization's management, and the API refuses them.
  await teammate.goto(`/manage/${org}/events`);
  await expect(teammate).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  const me = await teammate.request.get('/client_side_api/v1/me');
  const organizationId = (await page.request.get('/client_side_api/v1/me').then((r) => r.json()) as { organizations: { id: string; username: string }[] }).organizations.find((o) => o.username === org)!.id;
  expect(((await me.json()) as { organizations: unknown[] }).organizations).toEqual([]);
  const refused = await teammate.request.get(`/client_side_api/v1/profile_management/events?ownerId=${organizationId}`);
  expect(refused.status()).toBe(403);
});
