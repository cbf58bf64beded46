import { expect, test } from '@playwright/test';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('an organizer creates a draft event by chatting with Jaan for their organization', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('maya@limelight.example');
  await page.getByLabel('Password').fill('limelight-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/event/new');
  await page.getByRole('link', { name: 'Create with Jaan' }).click();
  await expect(page).toHaveURL(/\/event\/new\?step=1&type=jaan$/);
  await expect(page.getByRole('link', { name: 'Create an organization' })).toHaveAttribute('href', '/schools/new?redirect_to=/e/new');
  await page.getByRole('button', { name: 'Riverside Arts Collective' }).click();
  await expect(page).toHaveURL(/\/event\/new\/jaan\/[0-9a-f-]{36}$/);

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText("Hi, I'm Jaan! I'll help you create an event for Riverside Arts Collective. What's the name of your event?");
  const box = page.getByRole('textbox', { name: 'Message' });
  const say = async (message: string, answer: string) => {
    await box.fill(message);
    await box.press('Enter');
    await expect(page.getByRole('status')).toHaveText(/Sending|Thinking/);
    await expect(conversation.locator('li[data-role="assistant"]').last()).toContainText(answer);
    await expect(page.getByRole('status')).toHaveCount(0);
  };

  // A blank message is ignored.
  await box.fill('   ');
  await box.press('Enter');
  await expect(conversation.getByRole('listitem')).toHaveCount(1);

  await say('Harbour Lights', 'When does it start?');
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await say(`${MONTHS[day.getMonth()]} ${day.getDate()} at 8pm`, 'Where will it take place?');

  // Shift+Enter starts a new line instead of sending.
  await box.fill('Harbour Stage, 5 Harbour Road');
  await box.press('Shift+Enter');
  await box.pressSequentially('Hudson NY');
  await expect(box).toHaveValue('Harbour Stage, 5 Harbour Road\nHudson NY');
  await expect(conversation.getByRole('listitem')).toHaveCount(5);
  await box.press('Enter');
  await expect(conversation.locator('li[data-role="assistant"]').last()).toContainText('what does a ticket cost, and how many are there?');

  await say('$25, 150 tickets', 'Shall I create it as a draft event?');
  await expect(conversation.locator('li[data-role="assistant"]').last()).toContainText('• Tickets: General admission, $25, 150 available');
  await say('yes', 'is saved as a draft');

  await page.getByRole('link', { name: 'Open your draft event' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Draft mode: hidden from public view.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harbour Lights' })).toBeVisible();
  await expect(page.getByText('by Riverside Arts Collective').getByRole('link')).toHaveAttribute('href', '/o/riverside');
  await expect(page.getByRole('button', { name: 'Publish Event' })).toBeVisible();
});
