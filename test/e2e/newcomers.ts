import { expect, type Locator, type Page } from '@playwright/test';

/** A unique alphanumeric suffix for usernames (at most 20 characters in all). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A date-time field value ('YYYY-MM-DDTHH:mm') `days` from now at `hour` o'clock. */
export const localDate = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

/** Fills the date-time field named `label` with a 'YYYY-MM-DDTHH:mm' value: the time typed on a 24-hour clock reads hh:mm AM/PM once left. */
export async function fillDateTime(page: Page, label: string, value: string): Promise<void> {
  const [date, time] = value.split('T') as [string, string];
  await page.getByLabel(`${label} date`, { exact: true }).fill(date);
  const picker = page.getByRole('combobox', { name: `${label} time`, exact: true });
  await picker.fill(time);
  await picker.blur();
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  await expect(picker).toHaveValue(`${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`);
}

/**
 * Each newcomer comes from an address of their own, as different people do: sign-ups are limited per address
 * (10 an hour), and the server takes the address from X-Forwarded-For when its peer is the local proxy.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${part()}.${part()}` });
}

/** Signs a visitor up from the home page; returns the username and e-mail. */
export async function signUp(page: Page, name: string, username: string): Promise<{ username: string; email: string }> {
  const email = `${username}@example.com`;
  await fromOwnAddress(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in / Sign up' }).click();
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return { username, email };
}

/** Completes the demo Stripe onboarding from the page it was started on. */
export async function completeDemoOnboarding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/stripe\/demo-onboarding\?owner_uuid=[0-9a-f-]{36}&owner_type=User$/);
  await expect(page.getByRole('heading', { name: 'Stripe onboarding (demo)' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Demo payments: no money moves.');
  await page.getByRole('button', { name: 'Complete onboarding (demo)' }).click();
}

/** Creates a paid event with the simple form as `ownerName` and publishes it; answers the event page's path. */
export async function publishPaidEvent(page: Page, ownerName: string, event: { name: string; ticket: string; price: string }): Promise<string> {
  await page.goto('/event/new');
  await page.getByRole('link', { name: 'Use the simple form' }).click();
  await page.getByRole('link', { name: ownerName }).click();
  await expect(page).toHaveURL(/\/e\/new\?ownerId=[0-9a-f-]{36}$/);
  await page.getByLabel('Event name').fill(event.name);
  await page.getByLabel('Description').fill('Folk songs on the front porch.');
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Venue name').fill('The Porch');
  await page.getByLabel('Address').fill('12 Elm Street, Hudson, NY');
  await fillDateTime(page, 'Date 1 starts', localDate(21, 19));
  await page.getByLabel('Ticket 1 name').fill(event.ticket);
  await page.getByLabel('Ticket 1 price').fill(event.price);
  await page.getByLabel('Ticket 1 quantity').fill('30');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();
  return path;
}

/** The demo gateway's test cards (docs/payments.md). */
export const DEMO_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * Pays at the demo card form of `scope` (a page, or the dialog holding the form) as a payer does: card number,
 * expiry, CVC and postal code, then the pay button (named 'Confirm and pay {amount}' when `amount` is given).
 * The postal code 00000 fails the demo's zip check.
 */
export async function payWithDemoCard(scope: Page | Locator, { number = DEMO_CARDS.pays, postalCode = '12534', amount }: { number?: string; postalCode?: string; amount?: string } = {}): Promise<void> {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry date').fill('12 / 34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('Postal code').fill(postalCode);
  await scope.getByRole('button', { name: amount ? `Confirm and pay ${amount}` : /^Confirm and pay/ }).click();
}
