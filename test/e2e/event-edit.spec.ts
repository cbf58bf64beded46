import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

const MAYA = { email: 'maya@limelight.example', password: 'limelight-demo' };
const DEMO_EVENT = 'Songwriters in the Round';

/** A real PNG (solid colour, width × height), made here rather than read from a fixture file. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [214, 11, 82]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Maya's API session and her demo event as saved before the test, to put it back afterwards. */
async function demoEvent(api: APIRequestContext) {
  const login = await api.post('/client_side_api/v1/auth/login', { data: MAYA });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const me = await (await api.get('/client_side_api/v1/me', { headers })).json();
  const rows = await (await api.get(`/client_side_api/v1/profile_management/events?ownerId=${me.id}&query=${encodeURIComponent(DEMO_EVENT)}`, { headers })).json();
  const id = rows.data[0].course as string;
  const saved = await (await api.get(`/client_side_api/v1/management/courses/${id}`, { headers })).json();
  return { id, headers, saved };
}

test('the organizer edits a demo event: name, description, poster and a required question; the public page shows them', async ({ page, playwright, baseURL, browser }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { id, headers, saved } = await demoEvent(api);
  const editPath = `/management/courses/${id}/details/edit`;
  try {
    // Logged out: log in first. Another account: refused.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(editPath);
    await expect(visitor).toHaveURL(/\/auth\?redirect_to=/);
    await logIn(visitor, { email: 'sam@limelight.example', password: 'limelight-demo' });
    await visitor.goto(editPath);
    await expect(visitor.getByRole('heading', { name: 'You are not allowed to manage this event' })).toBeVisible();
    await visitor.context().close();

    await logIn(page, MAYA);
    await page.goto(editPath);
    const name = page.getByLabel('Event name');
    await expect(name).toHaveValue(DEMO_EVENT);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await expect(description).toContainText('Four songwriters, one stage');

    await name.fill('Songwriters in the Round: Autumn Edition');
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('New songs, old friends.');
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(description.locator('strong')).toHaveText('New songs, old friends.');

    await page.getByLabel('Change poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png(40, 60) });
    const preview = page.getByRole('img', { name: 'Poster preview' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1 title').fill('Name for the guest list');
    await page.getByRole('group', { name: 'Question 1' }).getByLabel('Required').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event details saved')).toBeVisible();
    await expect(page).toHaveURL(editPath);

    const edited = await (await api.get(`/client_side_api/v1/management/courses/${id}`, { headers })).json();
    expect(edited).toMatchObject({
      name: 'Songwriters in the Round: Autumn Edition',
      description: '<p><strong>New songs, old friends.</strong></p>',
      questions: [{ title: 'Name for the guest list', fieldType: 'SHORT_TEXT', required: true, position: 1 }],
    });

    // Saved, so leaving asks nothing; the public page shows the new name and poster.
    await page.getByRole('link', { name: 'Back to event' }).click();
    await expect(page).toHaveURL(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Songwriters in the Round: Autumn Edition' })).toBeVisible();
    const poster = page.getByRole('img', { name: 'Poster of Songwriters in the Round: Autumn Edition' });
    await expect(poster).toHaveAttribute('src', `/client_side_api/v1/file_uploads/${edited.posterUploadId}`);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await expect(page.getByText('New songs, old friends.')).toBeVisible();

    // An unsaved change: leaving asks first; staying keeps the page and the typing.
    await page.goto(editPath);
    await page.getByLabel('Event name').fill('Not saved yet');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to event' }).click();
    await expect.poll(() => asked).toEqual(['Leave page with unsaved changes?']);
    await expect(page).toHaveURL(editPath);
    await expect(page.getByLabel('Event name')).toHaveValue('Not saved yet');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Back to event' }).click();
    await expect(page).toHaveURL(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Songwriters in the Round: Autumn Edition' })).toBeVisible();
  } finally {
    // Put the demo event back as it was for the other tests of the run.
    const restored = await api.patch(`/client_side_api/v1/management/courses/${id}`, {
      headers,
      data: { name: saved.name, description: saved.description, timezone: saved.timezone, poster: saved.posterUploadId, questions: saved.questions },
    });
    expect(restored.ok()).toBe(true);
    await api.dispose();
  }
});
