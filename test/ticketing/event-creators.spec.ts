import { randomUUID } from 'node:crypto';
import { EventCreatorRepository } from '../../src/ticketing/application/ports/event-creator-repository.port.js';
import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';

interface ChatMessage {
  id: string;
  role: 'assistant' | 'user';
  content: string;
  createdAt: string;
}

describe('event creation assistant', () => {
  let t: TestApp;
  let maya: TestUser;
  let stranger: TestUser;
  let organization: { id: string; username: string };

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
    organization = await createOrganization(t.http, maya, 'Riverside Arts Collective');
  });
  afterAll(() => t.close());

  const start = async (user: TestUser, ownerId: string, body: Record<string, unknown> = { timezone: 'America/New_York' }) =>
    (await t.http.post(`/client_side_api/v1/event_creators?ownerId=${ownerId}`).set(bearer(user)).send(body).expect(201)).body.uuid as string;

  const conversation = async (uuid: string, user = maya) => (await t.http.get(`/client_side_api/v1/event_creators/${uuid}`).set(bearer(user)).expect(200)).body;

  /** Sends a message and polls, as the web app does, until the last message is the assistant's; returns that reply. */
  async function say(uuid: string, message: string): Promise<string> {
    const sent = await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(maya)).send({ message }).expect(201);
    expect(sent.body).toMatchObject({ role: 'user', content: message.trim() });
    return waitForReply(uuid);
  }

  async function waitForReply(uuid: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const messages = (await conversation(uuid)).messages as ChatMessage[];
      const last = messages.at(-1)!;
      if (last.role === 'assistant') return last.content;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the assistant did not answer');
  }

  it('greets, asks for what is missing, and creates a draft event owned by the organization with the parsed date and ticket', async () => {
    const uuid = await start(maya, organization.id);
    const opened = await conversation(uuid);
    expect(opened).toMatchObject({ uuid, ownerId: organization.id, eventId: null });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ role: 'assistant' });
    expect(opened.messages[0].content).toContain("Hi, I'm Jaan! I'll help you create an event for Riverside Arts Collective. What's the name of your event?");

    expect(await say(uuid, 'Harbour Lights')).toContain('When does it start?');
    expect(await say(uuid, 'Dec 5, 2030 at 8pm')).toContain('Where will it take place?');
    expect(await say(uuid, 'Harbour Stage, 5 Harbour Road, Hudson NY')).toContain('what does a ticket cost, and how many are there?');
    const summary = await say(uuid, 'VIP $35, 80 tickets');
    expect(summary).toContain('• When: Thu, Dec 5, 2030, 8:00 PM (America/New_York)');
    expect(summary).toContain('• Tickets: VIP, $35, 80 available');

    const done = await say(uuid, 'yes');
    const eventId = /\/event\/([0-9a-f-]{36})/.exec(done)?.[1];
    expect(eventId).toBeDefined();
    expect(done).toContain('Publish Event');
    const finished = await conversation(uuid);
    expect(finished.eventId).toBe(eventId);
    expect((finished.messages as ChatMessage[]).map((m) => m.role)).toEqual(['assistant', ...Array(5).fill(['user', 'assistant']).flat()]);

    const event = await t.http.get(`/client_side_api/v1/management/courses/${eventId}`).set(bearer(maya)).expect(200);
    expect(event.body).toMatchObject({
      name: 'Harbour Lights',
      published: false,
      timezone: 'America/New_York',
      owner: { id: organization.id, name: 'Riverside Arts Collective', type: 'school' },
      startsAt: '2030-12-06T01:00:00.000Z',
      locationSetting: 'other',
      location: { name: 'Harbour Stage', address: '5 Harbour Road, Hudson NY' },
    });
    expect(event.body.ticketTypes).toEqual([expect.objectContaining({ name: 'VIP', attendance: 'in-person', price: 3500, quantity: 80 })]);
    // A draft: hidden from the public.
    await t.http.get(`/client_side_api/events/${eventId}`).expect(404);

    expect(await say(uuid, 'thanks!')).toContain(`already saved as a draft: /event/${eventId}`);
  });

  it('answers quick messages together, once, and creates an online event for the user themself', async () => {
    const uuid = await start(maya, maya.id, { timezone: 'Europe/Berlin' });
    for (const message of ['Poetry Slam', 'tomorrow 7pm', 'online', 'free, 40 tickets']) {
      await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(maya)).send({ message }).expect(201);
    }
    const summary = await waitForReply(uuid);
    expect(summary).toContain('• Where: Online');
    const roles = ((await conversation(uuid)).messages as ChatMessage[]).map((m) => m.role);
    expect(roles.filter((role) => role === 'assistant').length).toBeLessThanOrEqual(5);
    expect(roles.at(-1)).toBe('assistant');

    const eventId = /\/event\/([0-9a-f-]{36})/.exec(await say(uuid, 'yes'))![1];
    const event = await t.http.get(`/client_side_api/v1/management/courses/${eventId}`).set(bearer(maya)).expect(200);
    expect(event.body).toMatchObject({ owner: { id: maya.id }, timezone: 'Europe/Berlin', location: { name: 'Online' } });
    expect(event.body.ticketTypes).toEqual([expect.objectContaining({ name: 'General admission', attendance: 'online', price: 0, quantity: 40 })]);
  });

  it('answers one conversation at a time without taking a transaction id while the assistant thinks (the event feed moves on)', async () => {
    const uuid = await start(maya, maya.id);
    const repository = t.app.get(EventCreatorRepository);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = repository.transaction(async (conversations) => {
      await conversations.find(uuid, { lock: true });
      order.push('first locked');
      const [{ xid }] = await sql<{ xid: string | null }>(t, `SELECT backend_xid::text AS xid FROM pg_stat_activity WHERE state = 'idle in transaction' AND datname = current_database()`);
      order.push(`xid ${xid}`);
      await held;
      order.push('first done');
    });
    while (!order.includes('first locked')) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = repository.transaction(async (conversations) => {
      await conversations.find(uuid, { lock: true });
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'xid null', 'first done', 'second locked']);
  });

  it('refuses empty and overlong messages, and unknown time zones', async () => {
    const uuid = await start(maya, organization.id);
    const empty = await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(maya)).send({ message: '  \n ' }).expect(400);
    expect(empty.body).toEqual([{ message: 'Type a message' }]);
    await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(maya)).send({}).expect(400);
    const long = await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(maya)).send({ message: 'a'.repeat(2001) }).expect(400);
    expect(long.body).toEqual([{ message: 'Messages can be up to 2000 characters' }]);
    const zone = await t.http.post(`/client_side_api/v1/event_creators?ownerId=${organization.id}`).set(bearer(maya)).send({ timezone: 'Mars/Olympus' }).expect(400);
    expect(zone.body).toEqual([{ message: 'Choose a valid time zone' }]);
    expect((await conversation(uuid)).messages).toHaveLength(1);
  });

  it('shows a conversation only to the user who started it: 401 anonymous, 403 to anyone else, 404 when unknown', async () => {
    const uuid = await start(maya, organization.id);
    await t.http.get(`/client_side_api/v1/event_creators/${uuid}`).expect(401);
    const other = await t.http.get(`/client_side_api/v1/event_creators/${uuid}`).set(bearer(stranger)).expect(403);
    expect(typeof other.body.message).toBe('string');
    await t.http.post(`/client_side_api/v1/event_creators/${uuid}/messages`).set(bearer(stranger)).send({ message: 'hello' }).expect(403);
    const admin = await signUpUser(t.http);
    await makeSiteAdmin(t.db, admin.id);
    const asAdmin = await t.http.get(`/client_side_api/v1/event_creators/${uuid}`).set(bearer(admin)).expect(403);
    expect(asAdmin.body).toEqual({ message: 'Only the person who started this conversation can see it' });

    const unknown = await t.http.get(`/client_side_api/v1/event_creators/${randomUUID()}`).set(bearer(maya)).expect(404);
    expect(unknown.body).toEqual({ message: 'Conversation not found' });
    await t.http.get('/client_side_api/v1/event_creators/not-a-uuid').set(bearer(maya)).expect(404);
    await t.http.post(`/client_side_api/v1/event_creators/${randomUUID()}/messages`).set(bearer(maya)).send({ message: 'hello' }).expect(404);

    await t.http.post(`/client_side_api/v1/event_creators?ownerId=${organization.id}`).set(bearer(stranger)).send({}).expect(403);
    await t.http.post('/client_side_api/v1/event_creators').set(bearer(maya)).send({}).expect(400);
  });

  it('says so when a reply fails, and answers again when the message is sent again', async () => {
    const uuid = await start(maya, organization.id);
    const [memory] = await sql<{ state: unknown }>(t, 'SELECT state FROM ticketing.event_creators WHERE id = $1', [uuid]);
    await sql(t, `UPDATE ticketing.event_creators SET state = 'null'::jsonb WHERE id = $1`, [uuid]);
    expect(await say(uuid, 'Jazz Night')).toBe('Sorry, something went wrong on my side and I could not answer. Please send your message again.');
    await sql(t, 'UPDATE ticketing.event_creators SET state = $2 WHERE id = $1', [uuid, JSON.stringify(memory!.state)]);
    expect(await say(uuid, 'Jazz Night')).toContain('Got it: “Jazz Night”.');
  });
});
