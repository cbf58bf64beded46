import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailsTo } from '../support/mail';
import { DEMO_CARDS, payWithDemoCard, unique } from './newcomers.js';

/** Where the e2e server writes its mail (.eml files under DATA_DIR/mail; see playwright.config.ts). */
const DATA_DIR = fileURLToPath(new URL(`../../.data/e2e/${process.env.LIMELIGHT_E2E_PORT}`, import.meta.url));

/** A 3-second H.264 MP4 of about 10 MB (noise does not compress), so that it goes up in chunks of 5120 KB. */
function testVideo(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'limelight-video-')), 'rehearsal.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=1280x720:rate=25,noise=alls=60:allf=t+u', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file]);
  return readFileSync(file);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('the demo organizer uploads a members-only video; a non-member sees it blurred and cannot fetch it, a member plays it and seeks', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const id = unique();
  const title = `Rehearsal ${id}`;

  // Upload through the form: the second chunk waits until the progress of the first has been shown.
  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  await page.goto('/manage/maya');
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL('/manage/maya/videos');
  await page.goto('/manage/maya/videos/new');
  let releaseSecondChunk = () => {};
  const secondChunk = new Promise<void>((resolve) => (releaseSecondChunk = resolve));
  let patches = 0;
  await page.route(/\/client_side_api\/v1\/video_uploads\//, async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) await secondChunk;
    await route.continue();
  });
  await page.getByLabel('Choose video file').setInputFiles({ name: 'rehearsal.mp4', mimeType: 'video/mp4', buffer: testVideo() });
  const progress = page.getByRole('progressbar', { name: 'Uploading video' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(page.getByText('Video is still uploading, please do not close.')).toBeVisible();
  releaseSecondChunk();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 });

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The quartet rehearses the second movement.');
  await page.getByLabel('Tags').fill('rehearsal, strings');
  await page.getByLabel('Members Only').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select at least one membership tier')).toBeVisible();
  await page.getByRole('group', { name: /Membership tiers/ }).getByLabel('Friend').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/manage/maya/videos');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Members Only');
  const watchPath = (await row.getByRole('link', { name: 'Watch' }).getAttribute('href'))!;
  expect(watchPath).toMatch(/^\/watch\/[0-9a-f-]{36}$/);
  const videoId = watchPath.slice('/watch/'.length);

  // Sam, who is no member, sees it blurred on Maya's profile and the watch page, and the file is refused.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await logIn(visitor, 'sam@limelight.example', 'limelight-demo');
  await visitor.goto('/p/maya?tab=videos');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.goto(watchPath);
  await expect(visitor.getByText('Members only')).toBeVisible();
  await expect(visitor.locator('video')).toHaveCount(0);
  expect((await visitor.request.get(`/client_side_api/v1/videos/${videoId}/file`)).status()).toBe(403);
  await visitorContext.close();

  // Kofi becomes a Friend, then plays it and seeks (byte ranges). Demo accounts, not sign-ups: sign-ups
  // from one address are limited per hour, and the other specs need theirs.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, 'kofi@limelight.example', 'limelight-demo');
  await member.goto('/p/maya/membership');
  const card = member.getByRole('article', { name: 'Friend' });
  await card.getByLabel('Price').selectOption({ label: '$5 / month' });
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(member).toHaveURL(/\/stripe\/demo-subscribe\/demo_cs_[0-9a-f]+$/);
  await member.getByLabel('Card number').fill('4242 4242 4242 4242');
  await member.getByRole('button', { name: 'Subscribe' }).click();
  await expect(member.getByText('Your current plan')).toBeVisible({ timeout: 30_000 });

  await member.goto(watchPath);
  const video = member.getByLabel(title);
  await expect(video).toHaveAttribute('src', `/client_side_api/v1/videos/${videoId}/file`);
  const partial = member.waitForResponse((response) => response.url().endsWith(`/videos/${videoId}/file`) && response.status() === 206);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await partial;
  const seekedTo = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 2;
      }),
  );
  expect(seekedTo).toBeCloseTo(2, 0);
  await memberContext.close();
});

test('a viewer donates to a video with the demo card; the owner sees the sum and the donation in the orders report', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = 'Late Night Jazz: highlights';

  await logIn(page, 'theo@limelight.example', 'limelight-demo');
  await page.goto('/o/riverside?tab=videos');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/watch\/[0-9a-f-]{36}$/);
  const watchPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Donate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Riverside Arts Collective' });
  await dialog.getByRole('button', { name: '$10' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await payWithDemoCard(dialog, { number: DEMO_CARDS.declined, amount: '$10' });
  await expect(dialog.getByRole('alert')).toBeVisible();
  await payWithDemoCard(dialog, { amount: '$10' });
  await expect(page.getByText('Thank you for your donation!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Maya manages Riverside: the video's donations and an ArtistVideo order from Theo, linked to the video.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, 'maya@limelight.example', 'limelight-demo');
  // Both are read models the worker writes after the payment: each page is read again until it shows the donation.
  await expect(async () => {
    await owner.goto('/manage/riverside/videos');
    await expect(owner.getByRole('row').filter({ hasText: title })).toContainText('$10', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await owner.goto('/manage/riverside/reporting/orders');
    const order = owner.getByRole('row').filter({ hasText: 'Theo' }).filter({ hasText: title });
    await expect(order).toBeVisible({ timeout: 2_000 });
    await expect(order.getByRole('link', { name: title })).toHaveAttribute('href', watchPath);
  }).toPass({ timeout: 30_000 });
  await ownerContext.close();
});

test('an owner credits a collaborator by e-mail; the invited artist accepts from the mail and finds the video in their list', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = 'Quartet rehearsal: the second movement';

  await logIn(page, 'maya@limelight.example', 'limelight-demo');
  await page.goto('/manage/maya/videos');
  await page.getByRole('navigation', { name: `Manage ${title}` }).getByRole('link', { name: 'Edit' }).click();
  const field = page.getByRole('group', { name: 'Collaborators' });
  await field.getByLabel(/Search for a person or organization/).fill('elena@limelight.example');
  await expect(field.getByText('An invitation will be sent to elena@limelight.example')).toBeVisible();
  await field.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Collaborator added')).toBeVisible();
  await expect(field.getByText('elena@limelight.example (Invited)')).toBeVisible();

  let link: URL | undefined;
  await expect(async () => {
    const mail = (await mailsTo(DATA_DIR, 'elena@limelight.example')).find((text) => text.includes(title));
    link = new URL(/https?:\/\/\S+\/watch\/\S+\?invitation=\S+/.exec(mail ?? '')![0]);
  }).toPass({ timeout: 30_000 });

  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  await logIn(artist, 'elena@limelight.example', 'limelight-demo');
  await artist.goto(link!.pathname + link!.search);
  await expect(artist.getByText(`You are now a collaborator on ${title}`)).toBeVisible();
  await artist.goto('/manage/elena/videos');
  await expect(artist.getByRole('navigation', { name: `Manage ${title}` }).getByRole('button', { name: 'Remove me' })).toBeVisible();
  await artistContext.close();
});
