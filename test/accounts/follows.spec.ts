import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent, ticket } from '../support/events.js';

const FOLLOWS = '/client_side_api/follows';
const PROFILES = '/client_side_api/v1/profiles';
const NOT_FOUND = { message: "Sorry! That profile wasn't found." };

interface FollowProfile {
  id: string;
  name: string;
  username: string;
  type: string;
  following: boolean;
}

interface ProfileCard extends FollowProfile {
  description: string;
  followersCount: number;
}

describe('accounts: following profiles and the profile directory', () => {
  let t: TestApp;
  let maya: TestUser;
  let jose: TestUser;
  let sam: TestUser;
  let riverside: { id: string; username: string };

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    jose = await signUpUser(t.http, { name: 'José Ortega', username: 'trumpetjo' });
    sam = await signUpUser(t.http, { name: 'Sam Rivera' });
    riverside = await createOrganization(t.http, maya, 'Riverside Arts');
  });
  afterAll(async () => {
    await t.close();
  });

  const follow = (id: string, as?: TestUser) => {
    const call = t.http.post(`${FOLLOWS}?id=${id}`);
    return as ? call.set(bearer(as)) : call;
  };
  const unfollow = (id: string, as?: TestUser) => {
    const call = t.http.post(`${FOLLOWS}/delete?id=${id}`);
    return as ? call.set(bearer(as)) : call;
  };
  const list = async (which: 'followers' | 'following', id: string, page = 1, as?: TestUser) => {
    const call = t.http.get(`${FOLLOWS}/${which}?id=${id}&page=${page}`);
    return (await (as ? call.set(bearer(as)) : call).expect(200)).body as FollowProfile[];
  };
  const profile = async (username: string, as?: TestUser) => {
    const call = t.http.get(`${PROFILES}/${username}`);
    return (await (as ? call.set(bearer(as)) : call).expect(200)).body as { followersCount: number; followingCount: number; following: boolean; hasEvents: boolean; hasVideos: boolean };
  };
  const search = async (params: string, as?: TestUser) => {
    const call = t.http.get(`${PROFILES}?${params}`);
    return (await (as ? call.set(bearer(as)) : call).expect(200)).body as { data: ProfileCard[]; totalCount: number; page: number; perPage: number };
  };
  const eventsOf = async (profileId: string) => (await t.app.get(EventStore).readStream(`profile-${profileId}`)).map((event) => ({ type: event.type, data: event.data }));

  describe('follow and unfollow', () => {
    it('needs a login', async () => {
      await follow(jose.id).expect(401);
      await unfollow(jose.id).expect(401);
    });

    it('answers 404 for an unknown profile and 400 for an id that is not one', async () => {
      expect((await follow(randomUUID(), maya).expect(404)).body).toEqual(NOT_FOUND);
      expect((await unfollow(randomUUID(), maya).expect(404)).body).toEqual(NOT_FOUND);
      expect((await follow('nobody', maya).expect(400)).body).toEqual([{ message: 'id must be a profile id' }]);
    });

    it('refuses following yourself with 422', async () => {
      expect((await follow(sam.id, sam).expect(422)).body).toEqual({ message: 'You cannot follow yourself.' });
      expect(await eventsOf(sam.id)).toEqual([]);
    });

    it('follows once however often it is asked, and tells the feed once', async () => {
      expect((await follow(jose.id, sam).expect(201)).body).toBe(true);
      expect((await follow(jose.id, sam).expect(201)).body).toBe(true);
      expect((await list('followers', jose.id)).map((p) => p.id)).toEqual([sam.id]);
      expect(await eventsOf(sam.id)).toEqual([
        { type: 'ProfileFollowed', data: { followerId: sam.id, followerName: 'Sam Rivera', followerUsername: sam.username, profileId: jose.id, followedAt: expect.any(String) } },
      ]);

      expect((await unfollow(jose.id, sam).expect(200)).body).toBe(true);
      expect((await unfollow(jose.id, sam).expect(200)).body).toBe(true);
      expect(await list('followers', jose.id)).toEqual([]);
      const events = await eventsOf(sam.id);
      expect(events.map((e) => e.type)).toEqual(['ProfileFollowed', 'ProfileUnfollowed']);
      expect(events[1]!.data).toEqual({ followerId: sam.id, profileId: jose.id, unfollowedAt: expect.any(String) });
    });

    it('follows organizations too', async () => {
      await follow(riverside.id, jose).expect(201);
      expect(await list('following', jose.id)).toEqual([
        { id: riverside.id, name: 'Riverside Arts', username: riverside.username, type: 'school', avatar: null, avatarThumbnail: null, following: false },
      ]);
      await unfollow(riverside.id, jose).expect(200);
    });
  });

  describe('followers in pages of 30', () => {
    let star: TestUser;
    let fans: TestUser[];

    beforeAll(async () => {
      star = await signUpUser(t.http, { name: 'Nova Star' });
      fans = [];
      for (let n = 0; n < 31; n += 1) fans.push(await signUpUser(t.http, { name: 'Fan Person' }));
      for (const fan of fans) await follow(star.id, fan).expect(201);
      await follow(fans[0]!.id, star).expect(201);
    });

    it('lists 30 on the first page, newest first, and the rest on the next', async () => {
      const first = await list('followers', star.id, 1);
      const second = await list('followers', star.id, 2);
      expect(first).toHaveLength(30);
      expect(first[0]!.id).toBe(fans[30]!.id);
      expect(second.map((p) => p.id)).toEqual([fans[0]!.id]);
      expect(await list('followers', star.id, 3)).toEqual([]);
    });

    it("marks the profiles the viewer follows, only for a signed-in viewer", async () => {
      const asStar = await list('followers', star.id, 2, star);
      expect(asStar).toEqual([expect.objectContaining({ id: fans[0]!.id, following: true })]);
      expect((await list('followers', star.id, 2))[0]!.following).toBe(false);
    });

    it('counts followers and following on the profile, and tells the viewer whether they follow it', async () => {
      const seen = await profile(star.username);
      expect(seen).toMatchObject({ followersCount: 31, followingCount: 1, following: false });
      expect((await profile(star.username, fans[3]!)).following).toBe(true);
      expect((await profile(star.username, sam)).following).toBe(false);
      expect(await profile(fans[0]!.username)).toMatchObject({ followersCount: 1, followingCount: 1 });
    });

    it('answers 404 for the lists of an unknown profile', async () => {
      expect((await t.http.get(`${FOLLOWS}/followers?id=${randomUUID()}`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await t.http.get(`${FOLLOWS}/following?id=${randomUUID()}`).expect(404)).body).toEqual(NOT_FOUND);
    });

    it('leaves closed accounts out of lists and counts', async () => {
      const leaving = fans[30]!;
      await t.http.delete(`${PROFILES}/${leaving.id}`).set(bearer(leaving)).expect(200);
      expect((await profile(star.username)).followersCount).toBe(30);
      expect((await list('followers', star.id, 1)).map((p) => p.id)).not.toContain(leaving.id);
      expect((await follow(leaving.id, sam).expect(404)).body).toEqual(NOT_FOUND);
    });
  });

  describe('the profile directory', () => {
    it('finds profiles by the start of their words, accents and case ignored', async () => {
      expect((await search('query=maya')).data.map((p) => p.name)).toContain('Maya Lind');
      expect((await search('query=jose')).data.map((p) => p.name)).toEqual(['José Ortega']);
      expect((await search('query=JOSÉ%20ort')).data.map((p) => p.name)).toEqual(['José Ortega']);
      expect((await search('query=riverside')).data.map((p) => p.name)).toEqual(['Riverside Arts']);
      expect((await search(`query=${encodeURIComponent('ort & !(')}`)).data.map((p) => p.name)).toEqual(['José Ortega']);
      expect((await search('query=zzzunknown')).totalCount).toBe(0);
    });

    it('finds usernames and descriptions, names first', async () => {
      await sql(t, `UPDATE accounts.profiles SET description = '<p>Plays with <strong>Maya</strong> on Fridays &amp; more</p>' WHERE id = $1`, [sam.id]);
      const found = await search('query=maya');
      expect(found.data.map((p) => p.name).slice(0, 2)).toEqual(['Maya Lind', 'Sam Rivera']);
      expect(found.data[1]!.description).toBe('Plays with Maya on Fridays & more');
      expect((await search('query=trump')).data.map((p) => p.id)).toEqual([jose.id]);
    });

    it('narrows to users or organizations, pages, and marks the profiles the viewer follows', async () => {
      expect((await search('query=riverside&type=user')).data).toEqual([]);
      expect((await search('query=riverside&type=school')).data.map((p) => p.id)).toEqual([riverside.id]);
      const page = await search('perPage=2&page=1');
      expect(page).toMatchObject({ page: 1, perPage: 2 });
      expect(page.data).toHaveLength(2);
      expect(page.totalCount).toBeGreaterThan(30);
      // Without words: the most followed first.
      expect(page.data[0]!.name).toBe('Nova Star');
      expect(page.data[0]!.followersCount).toBe(30);
      expect((await search('perPage=2&page=2')).data.map((p) => p.id)).not.toContain(page.data[0]!.id);
    });

    it('tells a signed-in viewer whom they follow', async () => {
      await follow(jose.id, maya).expect(201);
      expect((await search('query=jose', maya)).data[0]).toMatchObject({ id: jose.id, following: true, followersCount: 1 });
      expect((await search('query=jose')).data[0]!.following).toBe(false);
    });

    it('refuses pages past the limit', async () => {
      expect((await t.http.get(`${PROFILES}?perPage=51`).expect(400)).body).toEqual([{ message: 'perPage must be at most 50' }]);
      expect((await t.http.get(`${PROFILES}?type=band`).expect(400)).body).toEqual([{ message: 'type must be user or school' }]);
      // A page number whose offset PostgreSQL cannot hold is refused, not a server error.
      for (const page of ['10001', '100000000000000000000']) {
        expect((await t.http.get(`${PROFILES}?page=${page}`).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
        expect((await t.http.get(`${PROFILES}?organizers=true&page=${page}`).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
        expect((await t.http.get(`${FOLLOWS}/followers?id=${jose.id}&page=${page}`).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
        expect((await t.http.get(`${FOLLOWS}/following?id=${jose.id}&page=${page}`).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      }
      expect(await list('followers', jose.id, 10000)).toEqual([]);
      expect((await t.http.get(`${PROFILES}?page=two`).expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
      expect((await t.http.get(`${PROFILES}?perPage=ten`).expect(400)).body).toEqual([{ message: 'perPage must be a whole number' }]);
      expect((await t.http.get(`${FOLLOWS}/followers?id=${jose.id}&page=two`).expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
    });
  });

  describe('events and videos on the profile, and the organizers', () => {
    it('shows hasEvents once a public event is published and lists its owner among the organizers', async () => {
      expect((await profile(riverside.username)).hasEvents).toBe(false);
      const eventId = await createEvent(t.http, maya, riverside.id, { ticketTypes: [ticket({ price: 0 })] });
      await t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(maya)).expect(200);
      expect((await profile(riverside.username)).hasEvents).toBe(true);
      const organizers = await search('organizers=true&query=nobody');
      expect(organizers.data.map((p) => p.id)).toEqual([riverside.id]);
      expect(organizers.totalCount).toBe(1);
      // A page past the end still tells how many there are.
      expect(await search('organizers=true&page=3')).toEqual({ data: [], totalCount: 1, page: 3, perPage: 12 });
    });

    it('shows hasVideos once a video is ready', async () => {
      expect((await profile(jose.username)).hasVideos).toBe(false);
      await sql(t, `INSERT INTO media.videos (id, owner_id, title, status) VALUES ($1, $2, 'Rehearsal', 'ready')`, [randomUUID(), jose.id]);
      expect((await profile(jose.username)).hasVideos).toBe(true);
    });
  });

  it("tells the organization's feed when an existing user joins its team", async () => {
    await t.http.post('/client_side_api/v1/profile_management/affiliations').set(bearer(maya)).send({ ownerId: riverside.id, name: 'Staff', userId: sam.id }).expect(201);
    await t.http.post('/client_side_api/v1/profile_management/affiliations').set(bearer(maya)).send({ ownerId: riverside.id, name: 'Staff', email: 'someone@example.com' }).expect(201);
    expect(await eventsOf(riverside.id)).toEqual([
      { type: 'TeamMemberAdded', data: { ownerId: riverside.id, ownerName: 'Riverside Arts', ownerUsername: riverside.username, profileId: sam.id, role: 'Staff', addedAt: expect.any(String) } },
    ]);
  });
});
