import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const settingsPath = (id: string) => `/client_side_api/v1/profiles/${id}/settings`;
const profilePath = (id: string) => `/client_side_api/v1/profiles/${id}`;

describe('account settings', () => {
  let t: TestApp;
  let siteAdmin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    siteAdmin = await signUpUser(t.http);
    await makeSiteAdmin(t.db, siteAdmin.id);
  });
  afterAll(() => t.close());

  const upload = async (user: TestUser) => (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(user)).attach('file', PNG, 'logo.png').expect(201)).body.upload_identifier as string;
  const save = (user: TestUser | null, id: string, body: Record<string, unknown>) => {
    const call = t.http.patch(profilePath(id));
    return (user ? call.set(bearer(user)) : call).send(body);
  };
  /** Makes `userId` a member of the organization's team (an admin who is not an owner, unless told). */
  const joinTeam = (organizationId: string, userId: string, owner = false) =>
    sql(t, `INSERT INTO accounts.affiliations (id, organization_id, user_id, name, owner, admin) VALUES (gen_random_uuid(), $1, $2, 'Staff', $3, true)`, [organizationId, userId, owner]);

  describe('reading', () => {
    it('shows every settings field, the private e-mail of a user, and whether the caller may delete the account', async () => {
      const user = await signUpUser(t.http, { name: 'Ella Fitzgerald' });
      const own = await t.http.get(settingsPath(user.id)).set(bearer(user)).expect(200);
      expect(own.body).toEqual({
        id: user.id,
        type: 'User',
        name: 'Ella Fitzgerald',
        username: user.username,
        email: user.email,
        publicEmail: null,
        phone: null,
        description: '',
        timezone: 'America/New_York',
        currency: 'usd',
        avatar: null,
        banner: null,
        websiteUrl: null,
        instagramUrl: null,
        facebookUrl: null,
        twitterUrl: null,
        youtubeUrl: null,
        tiktokUrl: null,
        googleAnalyticsId: null,
        metaPixelId: null,
        googleTagManagerContainerId: null,
        stripeAccountId: null,
        developerZone: false,
        referralTracker: false,
        canDelete: true,
      });
      expect((await t.http.get(settingsPath(user.id)).set(bearer(siteAdmin)).expect(200)).body.canDelete).toBe(false);
    });

    it('lets an owner of an organization delete it, and not an admin of its team', async () => {
      const founder = await signUpUser(t.http);
      const admin = await signUpUser(t.http);
      const organization = await createOrganization(t.http, founder, 'Ella Hall');
      await joinTeam(organization.id, admin.id);
      const asFounder = await t.http.get(settingsPath(organization.id)).set(bearer(founder)).expect(200);
      expect(asFounder.body).toMatchObject({ type: 'School', name: 'Ella Hall', email: null, canDelete: true });
      expect((await t.http.get(settingsPath(organization.id)).set(bearer(admin)).expect(200)).body.canDelete).toBe(false);
    });
  });

  describe('saving', () => {
    it('stores every field, answers the settings as saved, and shows the links on the public profile', async () => {
      const user = await signUpUser(t.http);
      const response = await save(user, user.id, {
        name: ' Nina Simone ',
        username: user.username,
        email: 'not-mine@example.com',
        settingAttributes: {
          timezone: 'Europe/Paris',
          description: 'Pianist and singer.',
          email: 'Booking@Nina.example',
          phone: '+1 (555) 555-0123',
          websiteUrl: 'https://nina.example',
          instagramUrl: 'https://instagram.com/nina',
          facebookUrl: 'https://facebook.com/nina',
          twitterUrl: 'https://x.com/nina',
          youtubeUrl: 'https://youtube.com/@nina',
          tiktokUrl: 'https://tiktok.com/@nina',
          googleAnalyticsId: 'g-nina123',
          metaPixelId: '123456789012345',
          googleTagManagerContainerId: 'GTM-NINA12',
          currency: 'eur',
        },
      }).expect(200);
      const expected = {
        name: 'Nina Simone',
        email: user.email,
        publicEmail: 'booking@nina.example',
        phone: '+15555550123',
        description: 'Pianist and singer.',
        timezone: 'Europe/Paris',
        currency: 'eur',
        websiteUrl: 'https://nina.example',
        instagramUrl: 'https://instagram.com/nina',
        facebookUrl: 'https://facebook.com/nina',
        twitterUrl: 'https://x.com/nina',
        youtubeUrl: 'https://youtube.com/@nina',
        tiktokUrl: 'https://tiktok.com/@nina',
        googleAnalyticsId: 'G-NINA123',
        metaPixelId: '123456789012345',
        googleTagManagerContainerId: 'GTM-NINA12',
      };
      expect(response.body).toMatchObject(expected);
      expect((await t.http.get(settingsPath(user.id)).set(bearer(user)).expect(200)).body).toMatchObject(expected);
      const profile = await t.http.get(profilePath(user.username)).expect(200);
      expect(profile.body).toMatchObject({ name: 'Nina Simone', description: 'Pianist and singer.', timezone: 'Europe/Paris', currency: 'eur' });
      expect(profile.body.social).toEqual({
        email: 'booking@nina.example',
        phone: '+15555550123',
        webUrl: 'https://nina.example',
        instagramUrl: 'https://instagram.com/nina',
        facebookUrl: 'https://facebook.com/nina',
        twitterUrl: 'https://x.com/nina',
        youtubeUrl: 'https://youtube.com/@nina',
        tiktokUrl: 'https://tiktok.com/@nina',
      });

      // Emptied fields are removed; fields not sent stay.
      const cleared = await save(user, user.id, { name: 'Nina Simone', username: user.username, settingAttributes: { instagramUrl: '', metaPixelId: null } }).expect(200);
      expect(cleared.body).toMatchObject({ instagramUrl: null, metaPixelId: null, facebookUrl: 'https://facebook.com/nina', timezone: 'Europe/Paris' });
      expect((await t.http.get(profilePath(user.username)).expect(200)).body.social).not.toHaveProperty('instagramUrl');
    });

    it('refuses bad fields with the seeds’ messages, each naming its field, and changes nothing', async () => {
      const user = await signUpUser(t.http, { name: 'Before Change' });
      const refused = await save(user, user.id, {
        name: '',
        username: 'no spaces allowed',
        settingAttributes: {
          email: 'nope',
          description: 'x'.repeat(10_001),
          timezone: 'Mars/Olympus',
          websiteUrl: 'www.example.com',
          googleTagManagerContainerId: 'G-123',
          currency: 'doubloons',
        },
      }).expect(400);
      expect(refused.body).toEqual([
        { field: 'name', message: 'this field is required' },
        { field: 'username', message: 'Please check your username and try again' },
        { field: 'description', message: 'Invalid bio' },
        { field: 'timezone', message: 'Invalid time zone' },
        { field: 'currency', message: 'Invalid currency' },
        { field: 'publicEmail', message: 'Enter a valid email (e.g., name@example.com)' },
        { field: 'websiteUrl', message: 'Invalid website' },
        { field: 'googleTagManagerContainerId', message: 'Invalid google tag manager container id' },
      ]);
      expect((await t.http.get(settingsPath(user.id)).set(bearer(user)).expect(200)).body).toMatchObject({ name: 'Before Change', username: user.username });
      await save(user, user.id, { name: 'Nina', username: user.username, settingAttributes: { description: 'x'.repeat(10_000) } }).expect(200);
      const missing = await save(user, user.id, { settingAttributes: {} }).expect(400);
      expect(missing.body).toEqual([{ message: 'this field is required' }, { message: 'this field is required' }]);
    });

    it('changes the username, frees the old one, and refuses one another account holds in any case', async () => {
      const user = await signUpUser(t.http);
      const other = await signUpUser(t.http);
      const organization = await createOrganization(t.http, other, 'Taken Hall');
      const newName = `n${user.username}`.slice(0, 20);
      const renamed = await save(user, user.id, { name: 'Test Person', username: `@${newName}` }).expect(200);
      expect(renamed.body.username).toBe(newName);
      await t.http.get(profilePath(newName)).expect(200);
      expect((await t.http.get(profilePath(user.username)).expect(404)).body).toEqual({ message: "Sorry! That profile wasn't found." });

      for (const taken of [other.username.toUpperCase(), organization.username]) {
        const refused = await save(user, user.id, { name: 'Test Person', username: taken }).expect(400);
        expect(refused.body).toEqual([{ field: 'username', message: 'Username is already taken' }]);
      }
      // A change of case of one's own name is no conflict; the old name is free for others.
      await save(user, user.id, { name: 'Test Person', username: newName.toUpperCase() }).expect(200);
      await signUpUser(t.http, { username: user.username });
    });

    it('lets one of two accounts racing for a username have it', async () => {
      const [a, b] = [await signUpUser(t.http), await signUpUser(t.http)];
      const wanted = `race${Date.now().toString(36)}`;
      const responses = await Promise.all([a, b].map((user) => save(user, user.id, { name: 'Test Person', username: wanted })));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(responses.find((r) => r.status === 400)!.body).toEqual([{ field: 'username', message: 'Username is already taken' }]);
    });

    it('sets the logo and banner from upload identifiers, and removes them with _delete', async () => {
      const founder = await signUpUser(t.http);
      const organization = await createOrganization(t.http, founder, 'Picture Hall');
      const [logo, banner] = [await upload(founder), await upload(founder)];
      const set = await save(founder, organization.id, { name: 'Picture Hall', username: organization.username, logo, settingAttributes: { banner } }).expect(200);
      expect(set.body).toMatchObject({ avatar: `/client_side_api/v1/file_uploads/${logo}`, banner: `/client_side_api/v1/file_uploads/${banner}` });
      await t.http.get(set.body.avatar).expect(200);
      expect((await t.http.get(profilePath(organization.username)).expect(200)).body).toMatchObject({ avatar: set.body.avatar, banner: set.body.banner });

      const keep = await save(founder, organization.id, { name: 'Picture Hall', username: organization.username }).expect(200);
      expect(keep.body).toMatchObject({ avatar: set.body.avatar, banner: set.body.banner });
      const removed = await save(founder, organization.id, { name: 'Picture Hall', username: organization.username, logo: '_delete', settingAttributes: { banner: '_delete' } }).expect(200);
      expect(removed.body).toMatchObject({ avatar: null, banner: null });

      const unknown = await save(founder, organization.id, { name: 'Picture Hall', username: organization.username, logo: '00000000-0000-4000-8000-000000000000' }).expect(400);
      expect(unknown.body).toEqual([{ field: 'logo', message: 'Invalid logo' }]);
    });

    it('is for those who manage the account: 401 without a session, 403 for another owner', async () => {
      const user = await signUpUser(t.http);
      const stranger = await signUpUser(t.http);
      expect((await save(null, user.id, { name: 'X', username: 'x' }).expect(401)).body).toEqual({ message: 'Please log in to continue' });
      await save(stranger, user.id, { name: 'Stranger', username: stranger.username }).expect(403);
      await t.http.get(settingsPath(user.id)).set(bearer(stranger)).expect(403);
      await save(siteAdmin, user.id, { name: 'Fixed By Admin', username: user.username }).expect(200);
      const missing = await save(siteAdmin, '00000000-0000-4000-8000-000000000000', { name: 'X', username: 'x' }).expect(404);
      expect(missing.body).toEqual({ message: "Sorry! That profile wasn't found." });
    });
  });

  describe('deleting', () => {
    it('is refused to anyone but the profile’s own user or an owner of the organization', async () => {
      const founder = await signUpUser(t.http);
      const admin = await signUpUser(t.http);
      const stranger = await signUpUser(t.http);
      const organization = await createOrganization(t.http, founder);
      await joinTeam(organization.id, admin.id);
      await t.http.delete(profilePath(organization.id)).expect(401);
      await t.http.delete(profilePath(organization.id)).set(bearer(stranger)).expect(403);
      for (const notOwner of [admin, siteAdmin]) {
        const refused = await t.http.delete(profilePath(organization.id)).set(bearer(notOwner)).expect(403);
        expect(refused.body).toEqual({ message: 'Only the owner can delete this account' });
      }
      await t.http.delete(profilePath(founder.id)).set(bearer(siteAdmin)).expect(403);
      await t.http.get(profilePath(organization.username)).expect(200);
    });

    it('closes a user’s account: profile gone, username and e-mail free, log-in refused, sessions ended', async () => {
      const user = await signUpUser(t.http);
      const organization = await createOrganization(t.http, user);
      const done = await t.http.delete(profilePath(user.id)).set(bearer(user)).expect(200);
      expect(done.body).toEqual({ message: 'Account deleted successfully' });

      expect((await t.http.get(profilePath(user.username)).expect(404)).body).toEqual({ message: "Sorry! That profile wasn't found." });
      await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(401);
      const login = await t.http.post('/client_side_api/v1/auth/login').send({ email: user.email, password: user.password }).expect(401);
      expect(login.body).toEqual({ message: 'Invalid email or password' });
      for (const missing of [settingsPath(user.id)]) {
        expect((await t.http.get(missing).set(bearer(siteAdmin)).expect(404)).body).toEqual({ message: "Sorry! That profile wasn't found." });
      }
      await save(siteAdmin, user.id, { name: 'Back Again', username: 'backagain' }).expect(404);
      await t.http.delete(profilePath(user.id)).set(bearer(siteAdmin)).expect(404);
      // Management calls naming the closed owner answer as for an unknown profile.
      await t.http.get(`/client_side_api/v1/profile_management/events?ownerId=${user.id}`).set(bearer(siteAdmin)).expect(404);

      // The user left the organization's team; the organization itself stays.
      expect(await sql(t, 'SELECT 1 FROM accounts.affiliations WHERE user_id = $1', [user.id])).toHaveLength(0);
      await t.http.get(profilePath(organization.username)).expect(200);
      // Someone else may take the username and the e-mail now.
      await signUpUser(t.http, { username: user.username, email: user.email });
    });

    it('closes an organization: its team goes, its events go off sale, and its buyers keep their tickets', async () => {
      const founder = await signUpUser(t.http);
      const organization = await createOrganization(t.http, founder, 'Closing Hall');
      const asOwner = { ...founder, id: organization.id };
      const event = await publishedEvent(t, asOwner, { ticketTypes: [ticket({ price: 0 })], collectInformationSetting: 'only-buyer' });
      const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity: 1 }] }).expect(201)).body;
      await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
      const [sold] = (await t.http.get(`/client_side_api/v1/orders/${order.id}/tickets`).expect(200)).body as { id: string }[];
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE id = $1', [sold!.id])).length === 1);

      await t.http.delete(profilePath(organization.id)).set(bearer(founder)).expect(200);

      const me = await t.http.get('/client_side_api/v1/me').set(bearer(founder)).expect(200);
      expect(me.body.organizations).toEqual([]);
      await t.http.get(profilePath(organization.username)).expect(404);
      // Nothing new is sold...
      await t.http.get(`/client_side_api/events/${event.eventId}`).expect(404);
      await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity: 1 }] }).expect(404);
      // ...and what was sold stays: the buyer's ticket page still shows the ticket.
      const tickets = await t.http.get(`/client_side_api/v1/orders/${order.id}/tickets`).expect(200);
      expect(tickets.body).toEqual([expect.objectContaining({ id: sold!.id })]);
      await t.http.get(`/client_side_api/v1/registrations/${sold!.id}`).expect(200);
      await t.http.get(`/client_side_api/v1/orders/${order.id}/summary`).expect(200);
    });
  });
});
