import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { completeDemoOnboarding, payWithDemoCard, publishPaidEvent, signUp, unique } from './newcomers.js';
import { startWebhookReceiver } from './webhook-receiver.js';

test('a newcomer sells memberships: a buyer subscribes with the demo card, gets the member price and the members-only ticket, and the organizer sees the member, the revenue and the webhook', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const organizer = await signUp(page, 'Odetta Holmes', `o${id}`);
  const me = (await (await page.request.get('/client_side_api/v1/me')).json()) as { id: string };

  // Memberships need payments: the tiers page offers connecting them first.
  await page.goto(`/manage/${organizer.username}`);
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Memberships' }).click();
  await expect(page).toHaveURL(`/manage/${organizer.username}/memberships/tiers`);
  await page.getByRole('link', { name: 'Connect payments' }).click();
  await completeDemoOnboarding(page);

  // A tier with a monthly and a yearly price.
  await page.goto(`/manage/${organizer.username}/memberships/tiers`);
  await page.getByRole('link', { name: 'New tier' }).click();
  await page.getByLabel('Name *').fill('Porch Friends');
  await page.getByLabel('Description *').fill('Keep the porch songs going.');
  await page.getByRole('group', { name: 'Price 1' }).getByLabel('Amount ($)').fill('10');
  await page.getByRole('button', { name: 'Add a second price' }).click();
  await page.getByRole('group', { name: 'Price 2' }).getByLabel('Amount ($)').fill('100');
  await expect(page.getByRole('group', { name: 'Price 2' }).getByLabel('Interval')).toHaveValue('year');
  await page.getByRole('button', { name: 'Create tier' }).click();
  await expect(page.getByText('Tier created')).toBeVisible();
  const tiers = page.getByRole('table').first();
  await expect(tiers).toContainText('Porch Friends');
  await expect(tiers).toContainText('$10 / month');
  await expect(tiers).toContainText('$100 / year');

  // A 10% benefit on every ticket for that tier.
  await page.getByRole('link', { name: 'Benefits', exact: true }).click();
  await page.getByRole('link', { name: 'New benefit' }).first().click();
  await page.getByLabel('Descriptor *').fill('Member price');
  await page.getByLabel('Percent (%)').fill('10');
  await page.getByRole('group', { name: 'Tiers' }).getByLabel('Porch Friends').check();
  await page.getByRole('button', { name: 'Create benefit' }).click();
  await expect(page.getByText('Benefit created')).toBeVisible();

  // A paid event, then a members-only ticket type for the tier on its tickets page.
  const eventName = `Porch Songs ${id}`;
  const eventPath = await publishPaidEvent(page, 'Odetta Holmes', { name: eventName, ticket: 'Porch seat', price: '20' });
  await page.goto(`/management/courses${eventPath.slice('/event'.length)}/tickets`);
  const date = page.getByRole('region', { name: /·/ }).first();
  await date.getByRole('button', { name: 'Add a ticket type' }).click();
  const members = page.getByRole('group', { name: 'Ticket 2' });
  await members.getByLabel('Name').fill('Members night');
  await members.getByLabel('Price (USD)').fill('10');
  await members.getByLabel('Quantity').fill('10');
  await members.getByLabel('Visibility').selectOption('member');
  await members.getByLabel('Porch Friends').check();
  await page.getByRole('button', { name: 'Save tickets' }).click();
  await expect(page.getByText('Tickets saved')).toBeVisible();

  // Webhooks: a site admin turns the Developer Zone on; the organizer listens to new subscriptions.
  const receiver = await startWebhookReceiver();
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/client_side_api/v1/auth/login', { data: { email: 'admin@limelight.example', password: 'limelight-admin' } });
  const adminHeaders = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  expect((await admin.patch(`/client_side_api/v1/admin/accounts/${me.id}/flags`, { headers: adminHeaders, data: { flag: 'developerZone', enabled: true } })).ok()).toBe(true);
  await admin.dispose();
  const hook = await page.request.post('/client_side_api/v1/profile_management/webhooks', {
    data: { ownerId: me.id, url: receiver.url, description: '', eventTypes: ['membership.subscription.created'] },
  });
  expect(hook.status()).toBe(201);
  const hooks = (await (await page.request.get(`/client_side_api/v1/profile_management/webhooks?ownerId=${me.id}`)).json()) as { data: { secretKey: string }[] };

  // Another newcomer subscribes monthly with the demo card.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUp(buyerPage, 'Rosa Parks', `b${id}`);
  await buyerPage.goto(`/p/${organizer.username}/membership`);
  await expect(buyerPage.getByRole('heading', { name: 'Choose your membership' })).toBeVisible();
  const card = buyerPage.getByRole('article', { name: 'Porch Friends' });
  await card.getByLabel('Price').selectOption({ label: '$10 / month' });
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(buyerPage.getByText('Redirecting you to checkout…')).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/stripe\/demo-subscribe\/demo_cs_[0-9a-f]+$/);
  await expect(buyerPage.getByText('Demo payments: no money moves.')).toBeVisible();
  await buyerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyerPage.getByRole('button', { name: 'Subscribe' }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/p/${organizer.username}/membership\\?success_message=`));
  await expect(buyerPage.getByRole('dialog', { name: 'Processing...' })).toBeVisible();
  // The card behind the modal turns into the current plan once the payment is confirmed.
  await expect(buyerPage.getByText('Your current plan')).toBeVisible({ timeout: 30_000 });
  await buyerPage.getByRole('dialog', { name: 'Processing...' }).getByRole('button', { name: 'Close' }).click();
  await expect(buyerPage).toHaveURL(`/p/${organizer.username}/membership`);
  await expect(card.getByText('Your current plan')).toBeVisible();
  await expect(card.getByText('$10 / month')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Manage' })).toBeVisible();

  // The member price on the public ticket and the members-only ticket, bought together.
  await buyerPage.goto(eventPath);
  await buyerPage.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(buyerPage.getByText('Member price: $18 + $0.80 fee')).toBeVisible();
  await buyerPage.getByLabel('Quantity of Porch seat').selectOption('1');
  await buyerPage.getByLabel('Quantity of Members night').selectOption('1');
  await buyerPage.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await buyerPage.getByLabel('First name', { exact: true }).fill('Rosa');
  await buyerPage.getByLabel('Last name', { exact: true }).fill('Parks');
  await buyerPage.getByLabel('Email', { exact: true }).fill(buyer.email);
  await buyerPage.getByLabel('Confirm email').fill(buyer.email);
  for (const attendee of ['Attendee 1: Porch seat', 'Attendee 2: Members night']) {
    await buyerPage.getByRole('group', { name: attendee }).getByRole('button', { name: 'Same as buyer' }).click();
  }
  await buyerPage.getByRole('button', { name: 'Continue' }).click();
  // $20 less 10% is $18 with the fee 89¢ less 9¢; $10 less 10% is $9 with 79¢ less 8¢.
  await payWithDemoCard(buyerPage, { amount: '$28.51' });
  await expect(buyerPage.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await buyerContext.close();

  // A visitor who is no member sees the members-only ticket but cannot buy it, and the API refuses it too.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUp(visitor, 'Nina Simone', `n${id}`);
  await visitor.goto(eventPath);
  await visitor.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(visitor.getByText('This ticket is only for members')).toBeVisible();
  await expect(visitor.getByLabel('Quantity of Members night')).toHaveCount(0);
  await expect(visitor.getByText('$20 + $0.89 fee')).toBeVisible();
  await expect(visitor.getByText('Member price: $18 + $0.80 fee')).toHaveCount(0);
  const event = (await (await visitor.request.get(`/client_side_api/events${eventPath.slice('/event'.length)}`)).json()) as { dates: { id: string }[]; ticketTypes: { id: string; name: string }[] };
  const membersNight = event.ticketTypes.find((t) => t.name === 'Members night')!;
  const refused = await visitor.request.post('/client_side_api/v1/orders', { data: { event: event.dates[0]!.id, tickets: [{ id: membersNight.id, quantity: 1 }] } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ message: 'This ticket is only for members' });
  await visitorContext.close();

  // The organizer's members list shows the subscriber as renewing; the orders report has the membership payment.
  await page.goto(`/manage/${organizer.username}/memberships/members`);
  const row = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: 'Rosa Parks' });
  await expect(row).toContainText('Porch Friends');
  await expect(row).toContainText('Renews');
  await page.goto(`/manage/${organizer.username}/reporting/orders`);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(async () => {
    await page.reload();
    await expect(orders.locator('tbody tr')).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(orders.locator('tbody tr').filter({ hasText: 'Porch Friends' })).toContainText('$10');
  await expect(orders.locator('tbody tr').filter({ hasText: eventName })).toContainText('$28.51');

  // The signed membership.subscription.created delivery reached the receiver and verifies.
  await expect.poll(() => receiver.deliveries.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const delivery = receiver.deliveries[0]!;
  const payload = new Webhook(hooks.data[0]!.secretKey).verify(delivery.body, delivery.headers) as { type: string; data: { tier: { name: string }; member: { email: string }; status: string } };
  expect(payload.type).toBe('membership.subscription.created');
  expect(payload.data.tier.name).toBe('Porch Friends');
  expect(payload.data.member.email).toBe(buyer.email);
  expect(payload.data.status).toBe('active');
  await receiver.close();
});

test('a visitor who is not signed in presses Subscribe, logs in and goes on to the checkout of that price', async ({ page }) => {
  await page.goto('/p/maya/membership');
  const friend = page.getByRole('article', { name: 'Friend' });
  await friend.getByLabel('Price').selectOption({ label: '$50 / year' });
  await friend.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fp%2Fmaya%2Fredirect_stripe%2F[0-9a-f-]{36}%2F[0-9a-f-]{36}/);
  await page.getByLabel('Email').fill('sam@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Redirecting you to checkout…')).toBeVisible();
  // The demo checkout of the chosen price; not paid here, so Sam stays no member for the other tests.
  await expect(page).toHaveURL(/\/stripe\/demo-subscribe\/demo_cs_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: 'Subscribe (demo)' })).toBeVisible();
  await expect(page.getByText('Friend', { exact: true })).toBeVisible();
  await expect(page.getByText('$50 / year')).toBeVisible();
});
