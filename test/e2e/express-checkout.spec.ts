import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, unique } from './newcomers.js';
import { riversideOnSale } from './riverside.js';

/** Riverside puts $20 tickets on sale; no question a wallet could not answer. */
const paidEvent = (api: APIRequestContext, name: string) =>
  riversideOnSale(api, { name, ticketTypes: [{ attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 10 }] });

/** The order the checkout keeps for this tab (its id is in the tab's session storage once it exists). */
async function tabOrder(page: Page, api: APIRequestContext, dateId: string): Promise<{ id: string; status: string; express: boolean; amount: number }> {
  const id = await page.evaluate((key) => sessionStorage.getItem(key), `limelight:checkout:${dateId}`);
  expect(id).toBeTruthy();
  return (await api.get(`/client_side_api/v1/orders/${id}`)).json();
}

test('a visitor chooses tickets, which makes the express order, and pays with the demo wallet', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const name = `Lantern Walk ${unique()}`;
  const { eventId, dateId } = await paidEvent(api, name);

  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const express = page.getByRole('region', { name: 'Express checkout' });
  await expect(express).toHaveCount(0);

  await page.getByLabel('Quantity of General admission').selectOption('1');
  await expect(express.getByText('Or', { exact: true })).toBeVisible();
  await expect(express.getByText('Demo wallet: no money moves.')).toBeVisible();
  // Choosing tickets made the order, an express one; choosing again changes the same order.
  await expect.poll(async () => (await tabOrder(page, api, dateId)).status).toBe('express_processing');
  const first = await tabOrder(page, api, dateId);
  expect(first).toMatchObject({ express: true, amount: 2089 });
  await page.getByLabel('Quantity of General admission').selectOption('2');
  await expect.poll(async () => (await tabOrder(page, api, dateId)).amount).toBe(4178);
  expect((await tabOrder(page, api, dateId)).id).toBe(first.id);

  await express.getByRole('button', { name: 'Demo wallet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Demo wallet' });
  await expect(sheet.getByText('$41.78')).toBeVisible();
  await sheet.getByLabel('Name').fill('Ada Lovelace');
  await sheet.getByLabel('E-mail').fill('ada@example.com');
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(`/checkout/thankyou/${first.id}`);
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(page.getByText('A confirmation email with your tickets is on its way to ada@example.com.')).toBeVisible();
  expect(await (await api.get(`/client_side_api/v1/orders/${first.id}/summary`)).json()).toMatchObject({ status: 'completed', ticketsCount: 2, email: 'ada@example.com' });
  await api.dispose();
});

test('Continue carries on with the express order the tickets made', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { eventId, dateId } = await paidEvent(api, `Lantern Supper ${unique()}`);
  await page.goto(`/checkout/${eventId}?event=${dateId}&ticketType=in-person`);
  await page.getByLabel('Quantity of General admission').selectOption('1');
  await expect(page.getByRole('region', { name: 'Express checkout' }).getByRole('button', { name: 'Demo wallet' })).toBeEnabled();
  const express = await tabOrder(page, api, dateId);

  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
  expect(await tabOrder(page, api, dateId)).toMatchObject({ id: express.id, status: 'express_processing', amount: 2089 });
  await api.dispose();
});

test('on a phone, a signed-in buyer finds the wallet in the summary bar with their name and e-mail filled in', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { eventId, dateId } = await paidEvent(api, `Lantern Dawn ${unique()}`);
  const username = `wallet${unique()}`;
  const { email } = await signUp(page, 'Grace Hopper', username);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/checkout/${eventId}?event=${dateId}&ticketType=in-person`);
  await page.getByLabel('Quantity of General admission').selectOption('1');
  const bar = page.getByLabel('Order summary');
  await expect(bar.getByRole('button', { name: 'Demo wallet' })).toBeVisible();
  await expect(bar.getByText('Or', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Continue' })).toBeVisible();
  // One wallet on the page: the bar's.
  await expect(page.getByRole('button', { name: 'Demo wallet' })).toHaveCount(1);

  await bar.getByRole('button', { name: 'Demo wallet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Demo wallet' });
  await expect(sheet.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(sheet.getByLabel('E-mail')).toHaveValue(email);
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  const orderId = new URL(page.url()).pathname.split('/').pop();
  expect(await (await api.get(`/client_side_api/v1/orders/${orderId}/summary`)).json()).toMatchObject({ status: 'completed', email });
  await api.dispose();
});
