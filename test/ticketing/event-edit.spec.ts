import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent, ticket } from '../support/events.js';

describe("editing an event's details", () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const path = (id: string) => `/client_side_api/v1/management/courses/${id}`;
  const edit = (id: string, body: Record<string, unknown>, user: TestUser = owner) => t.http.patch(path(id)).set(bearer(user)).send({ name: 'Jazz at the Riverside', timezone: 'America/New_York', ...body });
  const managed = async (id: string) => (await t.http.get(path(id)).set(bearer(owner)).expect(200)).body;

  it('saves checkout questions in position order, keeps their ids across edits and gives new ones an id', async () => {
    const id = await createEvent(t.http, owner, owner.id, { ticketTypes: [ticket({ name: 'General' }), ticket({ name: 'VIP', price: 5000 })] });
    const vip = (await managed(id)).ticketTypes.find((x: { name: string }) => x.name === 'VIP').id as string;
    const questions = [
      { title: '  Meal choice ', position: 5, fieldType: 'DROPDOWN', required: true, content: 'Fish\nVegetarian, Vegan', onlyForTickets: [vip] },
      { id: 'q-terms', title: 'House rules', position: 2, fieldType: 'TERMS', required: true, content: 'No flash photography.' },
      { title: 'Anything we should know?', position: 9, fieldType: 'TEXT', required: false, content: 'dropped: a text question has no content' },
    ];
    expect((await edit(id, { questions }).expect(200)).body).toBe(true);

    const saved = (await managed(id)).questions;
    expect(saved).toEqual([
      { id: 'q-terms', title: 'House rules', position: 1, fieldType: 'TERMS', required: true, content: 'No flash photography.' },
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Meal choice', position: 2, fieldType: 'DROPDOWN', required: true, content: 'Fish\nVegetarian, Vegan', onlyForTickets: [vip] },
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Anything we should know?', position: 3, fieldType: 'TEXT', required: false },
    ]);

    // Moving the last question first and saving again keeps every id.
    const reordered = [saved[2], saved[0], saved[1]].map((q: Record<string, unknown>, n: number) => ({ ...q, position: n + 1 }));
    await edit(id, { questions: reordered }).expect(200);
    expect((await managed(id)).questions.map((q: { id: string; position: number }) => [q.id, q.position])).toEqual([
      [saved[2].id, 1],
      [saved[0].id, 2],
      [saved[1].id, 3],
    ]);

    // The public page carries them for checkout.
    await t.http.post(`${path(id)}/publish`).set(bearer(owner)).expect(200);
    expect((await t.http.get(`/client_side_api/events/${id}`).expect(200)).body.questions).toHaveLength(3);
  });

  it('refuses bad questions with clear messages and keeps what was saved', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    await edit(id, { questions: [{ title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: true }] }).expect(200);
    const refused = async (question: Record<string, unknown>) =>
      (await edit(id, { questions: [{ title: 'Question', position: 1, fieldType: 'TEXT', required: false, ...question }] }).expect(400)).body;

    expect(await refused({ fieldType: 'CHECKBOX' })).toEqual([{ message: 'Question type must be TEXT, SHORT_TEXT, TERMS or DROPDOWN' }]);
    expect(await refused({ title: '   ' })).toEqual([{ message: 'Question title is required' }]);
    expect(await refused({ fieldType: 'DROPDOWN', content: ' , \n ' })).toEqual([{ message: 'Add the options of the dropdown question' }]);
    expect(await refused({ fieldType: 'TERMS' })).toEqual([{ message: 'Add the terms to agree to' }]);
    expect(await refused({ onlyForTickets: [randomUUID()] })).toEqual([{ message: 'Choose ticket types of this event' }]);
    expect(await refused({ required: 'yes' })).toEqual([{ message: 'Say whether the question is required' }]);
    const twins = await edit(id, {
      questions: [
        { id: 'same', title: 'One', position: 1, fieldType: 'TEXT', required: false },
        { id: 'same', title: 'Two', position: 2, fieldType: 'TEXT', required: false },
      ],
    }).expect(400);
    expect(twins.body).toEqual([{ message: 'Each question needs its own id' }]);

    expect((await managed(id)).questions).toEqual([expect.objectContaining({ title: 'Dietary needs', fieldType: 'TEXT', required: true })]);
  });

  it('saves typed donation settings, capped at 100000', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    const donation = { includeAutomatically: true, title: ' Support the hall ', description: 'Every dollar keeps the lights on.', suggestedAmount: 500 };
    await edit(id, { donation }).expect(200);
    expect((await managed(id)).donation).toEqual({ ...donation, title: 'Support the hall' });

    expect((await edit(id, { donation: { title: 'Too much', suggestedAmount: 100001 } }).expect(400)).body).toEqual([{ message: 'Suggested donation must be between 0 and 100000' }]);
    expect((await edit(id, { donation: { suggestedAmount: -1 } }).expect(400)).body).toEqual([{ message: 'Suggested donation must be between 0 and 100000' }]);
    await edit(id, { donation: { title: 'At the cap', suggestedAmount: 100000 } }).expect(200);
    expect((await managed(id)).donation).toEqual({ title: 'At the cap', suggestedAmount: 100000 });
  });

  it('sanitises the description, accepts only web addresses for links and leaves out fields as saved', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    await edit(id, {
      description: '<h2 style="color:red">Programme</h2><p onmouseover="x()">Bring <em>friends</em><img src=x onerror=alert(1)></p><ol><li>One</li></ol><script>steal()</script>',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      tags: ['jazz', 'live'],
      bannerMessages: [{ type: 'info', message: 'Doors at 7', color: '#fde68a', dismissible: true, ctaText: 'Map', ctaUrl: 'https://example.com/map' }],
      collectInformationSetting: 'only-buyer',
    }).expect(200);
    const saved = await managed(id);
    expect(saved.description).toBe('<h2>Programme</h2><p>Bring <em>friends</em></p><ol><li>One</li></ol>');
    expect(saved).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', tags: ['jazz', 'live'], collectInformationSetting: 'only-buyer' });

    expect((await edit(id, { videoUrl: 'javascript:alert(1)' }).expect(400)).body).toEqual([{ message: 'Video URL must be a web address (http or https)' }]);
    const badBanner = await edit(id, { bannerMessages: [{ type: 'info', message: 'Hi', color: '#fff', dismissible: false, ctaText: 'Go', ctaUrl: 'javascript:x()' }] }).expect(400);
    expect(badBanner.body).toEqual([{ message: 'Banner link must be a web address (http or https)' }]);

    // Only name and time zone: everything else stays.
    await edit(id, { name: 'Jazz, renamed' }).expect(200);
    expect(await managed(id)).toMatchObject({ name: 'Jazz, renamed', description: saved.description, tags: ['jazz', 'live'], bannerMessages: saved.bannerMessages, collectInformationSetting: 'only-buyer' });
  });

  it('keeps the event’s theme and return address, which its public page and checkout read', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    await t.http.post(`${path(id)}/publish`).set(bearer(owner)).expect(200);
    const publicView = async () => (await t.http.get(`/client_side_api/events/${id}`).expect(200)).body;
    expect(await managed(id)).toMatchObject({ theme: 'light', returnUrl: null });

    await edit(id, { theme: 'dark', returnUrl: ' https://riverside.example/whats-on ' }).expect(200);
    expect(await publicView()).toMatchObject({ theme: 'dark', returnUrl: 'https://riverside.example/whats-on' });
    // Left out, both stay; an empty address goes back to the event page.
    await edit(id, { name: 'Jazz, renamed' }).expect(200);
    expect(await publicView()).toMatchObject({ theme: 'dark', returnUrl: 'https://riverside.example/whats-on' });
    await edit(id, { returnUrl: '' }).expect(200);
    expect(await publicView()).toMatchObject({ theme: 'dark', returnUrl: null });

    expect((await edit(id, { returnUrl: 'javascript:alert(1)' }).expect(400)).body).toEqual([{ message: 'Return address must be a web address (http or https)' }]);
    expect((await edit(id, { theme: 'neon' }).expect(400)).body).toEqual([{ message: 'Choose a light or dark theme' }]);
    expect(await publicView()).toMatchObject({ theme: 'dark', returnUrl: null });
  });

  it('lets the owner and collaborators with admin access edit; another owner and door staff get 403', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    const door = await signUpUser(t.http);
    const admin = await signUpUser(t.http);
    for (const [user, access] of [
      [door, 'door'],
      [admin, 'admin'],
    ] as const) {
      await sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES ($1, $2, $3, 'Staff', true, $4)`, [randomUUID(), id, user.id, access]);
    }
    const question = { title: 'Name on the guest list', position: 1, fieldType: 'SHORT_TEXT', required: true };

    expect((await edit(id, { questions: [question] }, stranger).expect(403)).body).toEqual({ message: expect.any(String) });
    await t.http.get(path(id)).set(bearer(stranger)).expect(403);
    await edit(id, { questions: [question] }, door).expect(403);
    await t.http.get(path(id)).set(bearer(door)).expect(403);
    await edit(id, { name: 'Edited by the team', questions: [question] }, admin).expect(200);
    expect(await managed(id)).toMatchObject({ name: 'Edited by the team', questions: [expect.objectContaining({ title: 'Name on the guest list' })] });
  });

  it('takes questions on create too, for every ticket', async () => {
    const id = await createEvent(t.http, owner, owner.id, { questions: [{ title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: true }] });
    expect((await managed(id)).questions).toEqual([{ id: expect.any(String), title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: true }]);
  });
});
