import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { createEvent } from '../support/events.js';

const courses = '/client_side_api/v1/management/courses';

describe('an event’s team (collaborators)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let eventId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
    eventId = await createEvent(t.http, owner, owner.id);
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>, who: TestUser = owner) => t.http.post(`${courses}/${eventId}/teachings`).set(bearer(who)).send(body);

  it('finds people and organizations by username or name for a signed-in user', async () => {
    const priya = await signUpUser(t.http, { name: 'Priya Shah', username: `priya${Date.now().toString(36).slice(-6)}` });
    const studio = await createOrganization(t.http, priya, 'Shah Studio');
    await t.http.get('/client_side_api/search_collaborators?query=priya').expect(401);

    const byUsername = await t.http.get(`/client_side_api/search_collaborators?query=@${priya.username.toUpperCase()}&types=user,school`).set(bearer(owner)).expect(200);
    expect(byUsername.body[0]).toEqual({ id: priya.id, name: 'Priya Shah', username: priya.username, avatar: null, type: 'user' });
    const byName = await t.http.get('/client_side_api/search_collaborators?query=shah').set(bearer(owner)).expect(200);
    expect(byName.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([priya.id, studio.id]));
    const schools = await t.http.get('/client_side_api/search_collaborators?query=shah&types=school').set(bearer(owner)).expect(200);
    expect(schools.body).toEqual([{ id: studio.id, name: 'Shah Studio', username: studio.username, avatar: null, type: 'school' }]);
    expect((await t.http.get('/client_side_api/search_collaborators?query=%25').set(bearer(owner)).expect(200)).body).toEqual([]);
    expect((await t.http.get('/client_side_api/search_collaborators?query=%20').set(bearer(owner)).expect(200)).body).toEqual([]);
    expect((await t.http.get('/client_side_api/search_collaborators?query=a&types=venue').set(bearer(owner)).expect(400)).body).toEqual([
      { message: 'types must be user, school or both' },
    ]);
  });

  it('adds a collaborator with door access, who then sees the event’s guests and team but not its details or tickets', async () => {
    const door = await signUpUser(t.http, { name: 'Jordan Okafor' });
    const added = await add({ profileId: door.id, name: 'Staff', canManage: true, accessSetting: 'door' }).expect(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      name: 'Staff',
      canManage: true,
      accessSetting: 'door',
      profile: { id: door.id, name: 'Jordan Okafor', username: door.username, avatar: null, type: 'user' },
    });

    const page = await t.http.get(`/client_side_api/events/${eventId}`).set(bearer(door)).expect(200);
    expect(page.body).toMatchObject({ canManage: true, accessSetting: 'door' });
    expect(page.body.collaborators).toContainEqual({ id: door.id, name: 'Jordan Okafor', username: door.username, type: 'user', avatar: null, teachingId: added.body.id, canManage: true });
    const team = await t.http.get(`${courses}/${eventId}/teachings`).set(bearer(door)).expect(200);
    expect(team.body).toContainEqual(added.body);
    await t.http.get(`${courses}/${eventId}`).set(bearer(door)).expect(403);
    await t.http.patch(`${courses}/${eventId}`).set(bearer(door)).send({ name: 'Renamed', timezone: 'UTC' }).expect(403);
    await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(door)).expect(403);
    await add({ profileId: stranger.id, name: 'Host', canManage: false, accessSetting: 'basic' }, door).expect(403);
    await t.http.delete(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(door)).expect(403);

    // Given admin access, they may edit the event.
    expect((await t.http.patch(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(owner)).send({ accessSetting: 'admin', name: 'Producer' }).expect(200)).body).toBe(true);
    await t.http.get(`${courses}/${eventId}`).set(bearer(door)).expect(200);
    await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(door)).expect(200);
    // Without management they are only shown on the page.
    await t.http.patch(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(owner)).send({ canManage: false }).expect(200);
    await t.http.get(`${courses}/${eventId}/teachings`).set(bearer(door)).expect(403);
    const shown = await t.http.get(`/client_side_api/events/${eventId}`).set(bearer(door)).expect(200);
    expect(shown.body).toMatchObject({ canManage: false, accessSetting: null });
    expect(shown.body.collaborators).toContainEqual(expect.objectContaining({ id: door.id, canManage: false }));
  });

  it('answers bad additions and changes with clear messages', async () => {
    const person = await signUpUser(t.http);
    expect((await add({ profileId: person.id, name: 'Magician', canManage: false, accessSetting: 'basic' }).expect(400)).body).toEqual([{ message: 'Choose a role' }]);
    expect((await add({ profileId: person.id, name: 'Host', canManage: false, accessSetting: 'owner' }).expect(400)).body).toEqual([{ message: 'Access must be admin, door or basic' }]);
    expect((await add({ profileId: crypto.randomUUID(), name: 'Host', canManage: false, accessSetting: 'basic' }).expect(400)).body).toEqual([{ message: 'Choose a person or organization' }]);
    expect((await add({ profileId: owner.id, name: 'Host', canManage: true, accessSetting: 'admin' }).expect(400)).body).toEqual([{ message: 'The owner already runs this event' }]);
    const added = await add({ profileId: person.id, name: 'Host', canManage: false, accessSetting: 'basic' }).expect(201);
    expect((await add({ profileId: person.id, name: 'Artist', canManage: false, accessSetting: 'basic' }).expect(400)).body).toEqual([{ message: 'Already added' }]);
    expect((await t.http.patch(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(owner)).send({ name: 'Juggler' }).expect(400)).body).toEqual([{ message: 'Choose a role' }]);
    expect((await t.http.patch(`${courses}/${eventId}/teachings/${crypto.randomUUID()}`).set(bearer(owner)).send({ name: 'Host' }).expect(404)).body).toEqual({ message: 'Collaborator not found' });

    expect((await t.http.delete(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(owner)).expect(200)).body).toBe(true);
    expect((await t.http.delete(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Collaborator not found' });
    const team = await t.http.get(`${courses}/${eventId}/teachings`).set(bearer(owner)).expect(200);
    expect(team.body.map((c: { profile: { id: string } }) => c.profile.id)).not.toContain(person.id);
  });

  it('lets a collaborator remove themselves, and nobody else through their profile', async () => {
    const leaving = await signUpUser(t.http);
    const other = await signUpUser(t.http);
    const mine = await add({ profileId: leaving.id, name: 'Artist', canManage: true, accessSetting: 'basic' }).expect(201);
    const theirs = await add({ profileId: other.id, name: 'Artist', canManage: true, accessSetting: 'basic' }).expect(201);

    await t.http.delete(`/client_side_api/v1/profiles/${leaving.id}/teachings/${mine.body.id}`).expect(401);
    await t.http.delete(`/client_side_api/v1/profiles/${leaving.id}/teachings/${mine.body.id}`).set(bearer(other)).expect(403);
    // Their own profile with someone else's collaboration finds nothing.
    const notMine = await t.http.delete(`/client_side_api/v1/profiles/${leaving.id}/teachings/${theirs.body.id}`).set(bearer(leaving)).expect(404);
    expect(notMine.body).toEqual({ message: 'Collaborator not found' });

    const removed = await t.http.delete(`/client_side_api/v1/profiles/${leaving.id}/teachings/${mine.body.id}`).set(bearer(leaving)).expect(200);
    expect(removed.body).toEqual({ message: "You've been successfully removed as a collaborator from this event." });
    const again = await t.http.delete(`/client_side_api/v1/profiles/${leaving.id}/teachings/${mine.body.id}`).set(bearer(leaving)).expect(404);
    expect(again.body).toEqual({ message: 'Collaborator not found' });
    const page = await t.http.get(`/client_side_api/events/${eventId}`).set(bearer(leaving)).expect(200);
    expect(page.body.canManage).toBe(false);
    expect(page.body.collaborators.map((c: { id: string }) => c.id)).not.toContain(leaving.id);
  });

  it('is closed to another owner', async () => {
    const person = await signUpUser(t.http);
    await t.http.get(`${courses}/${eventId}/teachings`).expect(401);
    expect((await t.http.get(`${courses}/${eventId}/teachings`).set(bearer(stranger)).expect(403)).body).toEqual({ message: 'You are not allowed to manage this account' });
    await add({ profileId: person.id, name: 'Host', canManage: false, accessSetting: 'basic' }, stranger).expect(403);
    const added = await add({ profileId: person.id, name: 'Host', canManage: false, accessSetting: 'basic' }).expect(201);
    await t.http.patch(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(stranger)).send({ canManage: true, accessSetting: 'admin' }).expect(403);
    await t.http.delete(`${courses}/${eventId}/teachings/${added.body.id}`).set(bearer(stranger)).expect(403);
    // A collaboration of another event cannot be changed through this one.
    const otherEvent = await createEvent(t.http, stranger, stranger.id);
    await t.http.patch(`${courses}/${otherEvent}/teachings/${added.body.id}`).set(bearer(stranger)).send({ canManage: true }).expect(404);
  });
});
