import { randomUUID } from 'node:crypto';
import { PublicVideos } from '../../src/media/contracts/public-videos.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';

const VIDEOS = '/client_side_api/v1/videos';

interface Card {
  id: string;
  title: string;
  thumbnail: string | null;
  membersOnly: boolean;
  membersOnlyBlur: boolean;
  uploadedAt: string;
  viewCount: number;
  likeCount: number;
  owner: { id: string; name: string; username: string; type: string; avatar: string | null };
}

interface VideoRow {
  title: string;
  description?: string;
  tags?: string[];
  status?: 'processing' | 'ready';
  visibility?: 'public' | 'members_only';
  tierIds?: string[];
  thumbnail?: string | null;
  viewCount?: number;
  /** Minutes before now: larger is older. */
  ageMinutes?: number;
}

describe('public videos', () => {
  let t: TestApp;
  let owner: TestUser;

  /** Upload and processing come later: the rows are written as they will be once a video is processed. */
  const addVideo = async (ownerId: string, video: VideoRow): Promise<string> => {
    const id = randomUUID();
    await sql(
      t,
      `INSERT INTO media.videos (id, owner_id, title, description, tags, visibility, membership_tier_ids, thumbnail, status, view_count, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(mins => $11), now())`,
      [
        id,
        ownerId,
        video.title,
        video.description ?? '',
        video.tags ?? [],
        video.visibility ?? 'public',
        video.tierIds ?? [],
        video.thumbnail ?? null,
        video.status ?? 'ready',
        video.viewCount ?? 0,
        video.ageMinutes ?? 0,
      ],
    );
    return id;
  };
  const list = async (query: Record<string, string | number>, viewer?: TestUser) => {
    const call = t.http.get(VIDEOS).query(query);
    return (await (viewer ? call.set(bearer(viewer)) : call).expect(200)).body as { data: Card[]; totalCount: number; page: number; perPage: number };
  };
  const titles = (page: { data: Card[] }) => page.data.map((card) => card.title);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
  });
  afterAll(() => t.close());

  describe('an owner’s list', () => {
    let lister: TestUser;
    beforeAll(async () => {
      lister = await signUpUser(t.http, { name: 'Rae Okafor' });
      for (let n = 1; n <= 14; n += 1) await addVideo(lister.id, { title: `Lesson ${n}`, ageMinutes: 100 - n });
      await addVideo(lister.id, { title: 'Still processing', status: 'processing', ageMinutes: 0 });
    });

    it('pages ready videos newest first, 12 by default', async () => {
      const first = await list({ ownerId: lister.id });
      expect(first).toMatchObject({ totalCount: 14, page: 1, perPage: 12 });
      expect(titles(first)).toEqual(['Lesson 14', 'Lesson 13', 'Lesson 12', 'Lesson 11', 'Lesson 10', 'Lesson 9', 'Lesson 8', 'Lesson 7', 'Lesson 6', 'Lesson 5', 'Lesson 4', 'Lesson 3']);
      expect(titles(await list({ ownerId: lister.id, page: 2 }))).toEqual(['Lesson 2', 'Lesson 1']);
      expect(await list({ ownerId: lister.id, page: 3 })).toMatchObject({ data: [], totalCount: 14 });
      const five = await list({ ownerId: lister.id, page: 2, perPage: 5 });
      expect(titles(five)).toEqual(['Lesson 9', 'Lesson 8', 'Lesson 7', 'Lesson 6', 'Lesson 5']);
    });

    it('takes at most 50 per page', async () => {
      expect((await list({ ownerId: lister.id, perPage: 50 })).data).toHaveLength(14);
      await t.http.get(VIDEOS).query({ perPage: 51 }).expect(400);
      await t.http.get(VIDEOS).query({ ownerId: 'not-an-id' }).expect(400);
    });

    it('refuses a page number past the last it accepts, rather than failing', async () => {
      expect((await t.http.get(VIDEOS).query({ page: '100000000000000000000' }).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      expect(await list({ ownerId: lister.id, page: 10000 })).toMatchObject({ data: [], totalCount: 14 });
      expect((await t.http.get(VIDEOS).query({ page: 'two' }).expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
    });

    it('lists only the named owner’s videos, and everyone’s without one', async () => {
      const other = await signUpUser(t.http, { name: 'Noor Haddad' });
      await addVideo(other.id, { title: 'Noor live', ageMinutes: 0 });
      expect(titles(await list({ ownerId: other.id }))).toEqual(['Noor live']);
      expect(titles(await list({ ownerId: lister.id, perPage: 50 }))).not.toContain('Noor live');
      const everyone = titles(await list({ perPage: 50 }));
      expect(everyone).toEqual(expect.arrayContaining(['Noor live', 'Lesson 14', 'Lesson 1']));
      expect(everyone).not.toContain('Still processing');
    });

    it('shows what a card needs: served thumbnail, counts and the owner', async () => {
      const upload = randomUUID();
      const id = await addVideo(owner.id, { title: 'Card details', thumbnail: upload, viewCount: 3_000_000_000 });
      const card = (await list({ ownerId: owner.id, query: 'card details' })).data.find((video) => video.id === id)!;
      expect(card).toEqual({
        id,
        title: 'Card details',
        thumbnail: `/client_side_api/v1/file_uploads/${upload}`,
        membersOnly: false,
        membersOnlyBlur: false,
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        viewCount: 3_000_000_000,
        likeCount: 0,
        owner: { id: owner.id, name: 'Maya Lind', username: owner.username, type: 'user', avatar: null },
      });
      const without = await addVideo(owner.id, { title: 'No picture yet' });
      expect((await list({ ownerId: owner.id })).data.find((video) => video.id === without)?.thumbnail).toBeNull();
    });
  });

  describe('search', () => {
    let searched: TestUser;
    beforeAll(async () => {
      searched = await signUpUser(t.http, { name: 'Ines Duarte' });
      await addVideo(searched.id, { title: 'Café Sessions: night one', ageMinutes: 50 });
      await addVideo(searched.id, { title: 'Jazz at Dawn', ageMinutes: 40 });
      await addVideo(searched.id, { title: 'Warm-up routine', tags: ['violin'], ageMinutes: 30 });
      await addVideo(searched.id, { title: 'Rehearsal notes', description: '<p>We tune the <b>violin</b> together.</p>', ageMinutes: 0 });
      await addVideo(searched.id, { title: 'Violin basics', ageMinutes: 60 });
      await addVideo(searched.id, { title: 'Jazz draft', status: 'processing' });
    });
    const search = (query: string) => list({ ownerId: searched.id, query });

    it('ignores accents and matches the words typed so far as prefixes', async () => {
      expect(titles(await search('cafe'))).toEqual(['Café Sessions: night one']);
      expect(titles(await search('CAFÉ sess'))).toEqual(['Café Sessions: night one']);
      expect(titles(await search('jaz'))).toEqual(['Jazz at Dawn']);
      expect(titles(await search('jazz night'))).toEqual([]);
      expect((await search('jaz')).totalCount).toBe(1);
    });

    it('ranks a title above tags above the description, whatever their age', async () => {
      expect(titles(await search('violin'))).toEqual(['Violin basics', 'Warm-up routine', 'Rehearsal notes']);
    });

    it('takes punctuation and search operators as plain text; nothing left to search lists everything', async () => {
      expect(titles(await search("jaz & | ! (dawn'):*"))).toEqual(['Jazz at Dawn']);
      expect((await search(' &|! ')).totalCount).toBe(5);
    });
  });

  describe('members-only videos', () => {
    const gold = randomUUID();
    const silver = randomUUID();
    let member: TestUser;
    let silverMember: TestUser;
    let outsider: TestUser;
    let goldVideo: string;
    let openVideo: string;
    let noTiersVideo: string;
    let noTiers: TestUser;

    beforeAll(async () => {
      member = await signUpUser(t.http, { name: 'Gold Member' });
      silverMember = await signUpUser(t.http, { name: 'Silver Member' });
      outsider = await signUpUser(t.http, { name: 'Not A Member' });
      noTiers = await signUpUser(t.http, { name: 'No Tiers' });
      // The members read model exists once the projection runner has prepared it.
      await projectUntil(t, async () => true);
      for (const [id, name] of [[gold, 'Gold'], [silver, 'Silver']]) {
        await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, $3, 'Perks', 0, 'usd', now(), now())`, [id, owner.id, name]);
      }
      for (const [user, tierId] of [[member, gold], [silverMember, silver]] as const) {
        await sql(
          t,
          `INSERT INTO membership.members (subscription_id, owner_id, tier_id, price_id, user_id, user_name, user_email, status, source, amount, currency, interval, starts_at, expires_at, cancel_at_period_end, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'Member', 'member@example.com', 'active', 'manual', 1000, 'usd', 'month', now(), NULL, false, now())`,
          [randomUUID(), owner.id, tierId, randomUUID(), user.id],
        );
      }
      goldVideo = await addVideo(owner.id, { title: 'Gold backstage', visibility: 'members_only', tierIds: [gold] });
      openVideo = await addVideo(owner.id, { title: 'Open rehearsal' });
      // An owner with no tiers has nothing to join: their members-only videos are open.
      noTiersVideo = await addVideo(noTiers.id, { title: 'Early cut', visibility: 'members_only', tierIds: [randomUUID()] });
    });

    const blurOf = async (videoId: string, ownerId: string, viewer?: TestUser) => {
      const card = (await list({ ownerId, perPage: 50 }, viewer)).data.find((video) => video.id === videoId)!;
      expect(card.membersOnly).toBe(videoId !== openVideo);
      return card.membersOnlyBlur;
    };

    it('blurs them for visitors and for members of other tiers', async () => {
      expect(await blurOf(goldVideo, owner.id)).toBe(true);
      expect(await blurOf(goldVideo, owner.id, outsider)).toBe(true);
      expect(await blurOf(goldVideo, owner.id, silverMember)).toBe(true);
    });

    it('shows them to members of a tier the video names and to the owner', async () => {
      expect(await blurOf(goldVideo, owner.id, member)).toBe(false);
      expect(await blurOf(goldVideo, owner.id, owner)).toBe(false);
    });

    it('never blurs public videos, nor those of an owner without tiers', async () => {
      expect(await blurOf(openVideo, owner.id, outsider)).toBe(false);
      expect(await blurOf(noTiersVideo, noTiers.id, outsider)).toBe(false);
    });

    it('decides for each owner when several share a page', async () => {
      const lea = await signUpUser(t.http, { name: 'Lea Brandt' });
      const academy = await createOrganization(t.http, lea, 'Brandt Academy');
      const tiers: Record<string, string> = {};
      for (const [ownerId, name] of [[lea.id, 'Platinum'], [academy.id, 'Students']] as const) {
        tiers[name] = randomUUID();
        await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, $3, 'Perks', 0, 'usd', now(), now())`, [tiers[name], ownerId, name]);
      }
      await addVideo(owner.id, { title: 'Zephyr gold cut', visibility: 'members_only', tierIds: [gold] });
      await addVideo(lea.id, { title: 'Zephyr platinum cut', visibility: 'members_only', tierIds: [tiers.Platinum!] });
      await addVideo(academy.id, { title: 'Zephyr class notes', visibility: 'members_only', tierIds: [tiers.Students!] });
      await addVideo(noTiers.id, { title: 'Zephyr early cut', visibility: 'members_only', tierIds: [randomUUID()] });
      const blurs = async (viewer?: TestUser) => Object.fromEntries((await list({ query: 'zephyr' }, viewer)).data.map((card) => [card.title, card.membersOnlyBlur]));

      // A Gold member of Maya's and no member of Lea's or her academy's.
      expect(await blurs(member)).toEqual({ 'Zephyr gold cut': false, 'Zephyr platinum cut': true, 'Zephyr class notes': true, 'Zephyr early cut': false });
      // Lea manages her own profile and her academy, and is no member of Maya's.
      expect(await blurs(lea)).toEqual({ 'Zephyr gold cut': true, 'Zephyr platinum cut': false, 'Zephyr class notes': false, 'Zephyr early cut': false });
      expect(await blurs()).toEqual({ 'Zephyr gold cut': true, 'Zephyr platinum cut': true, 'Zephyr class notes': true, 'Zephyr early cut': false });
    });
  });

  describe('PublicVideos.hasVideos (the profile’s Videos tab)', () => {
    it('is true once the owner has a ready video, members-only ones included', async () => {
      const videos = t.app.get(PublicVideos);
      const someone = await signUpUser(t.http, { name: 'Sol Park' });
      expect(await videos.hasVideos(someone.id)).toBe(false);
      await addVideo(someone.id, { title: 'Uploading', status: 'processing' });
      expect(await videos.hasVideos(someone.id)).toBe(false);
      await addVideo(someone.id, { title: 'For members', visibility: 'members_only', tierIds: [randomUUID()] });
      expect(await videos.hasVideos(someone.id)).toBe(true);
      expect(await videos.hasVideos('not-an-id')).toBe(false);
    });
  });
});
