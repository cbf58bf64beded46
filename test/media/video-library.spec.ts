import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { FileStorage } from '../../src/shared/files/file-storage.port.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { finishedUpload, MANAGED_VIDEOS, testPng, uploadBytesKept, videoForm } from '../support/video-library.js';

const REQUIRED = { message: 'Please fill out all required fields.' };
const TIER_REQUIRED = { message: 'Please select at least one membership tier' };

interface Detail {
  id: string;
  title: string;
  description: string;
  tags: string[];
  thumbnail: string | null;
  coverImage: string | null;
  posterSource: string;
  membersOnly: boolean;
  visibility: string;
  membershipTierIds: string[];
  status: string;
  durationSeconds: number | null;
  owner: { id: string };
  collaborators: { identifier: string; uuid: string }[];
  url: string;
  donationsSum: string;
}

describe('the video library', () => {
  let t: TestApp;
  let owner: TestUser;
  const dataDir = `.data/test-video-library-${process.pid}`;

  const save = (user: TestUser, body: Record<string, unknown>) => t.http.post(MANAGED_VIDEOS).set(bearer(user)).send(body);
  const upload = (user: TestUser, ownerId = user.id) => finishedUpload(t, { ownerId, createdBy: user.id });
  const saved = async (user: TestUser, overrides: Record<string, unknown> = {}, ownerId = user.id): Promise<Detail> =>
    (await save(user, videoForm(ownerId, await upload(user, ownerId), overrides)).expect(201)).body;
  const addTier = async (ownerId: string) => {
    const id = randomUUID();
    await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, 'Gold', 'Perks', 0, 'usd', now(), now())`, [id, ownerId]);
    return id;
  };
  const served = (url: string) => t.http.get(url).buffer(true);

  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('saving', () => {
    it('asks for the title, the description and a finished upload', async () => {
      const passthroughUuid = await upload(owner);
      for (const missing of [{ title: undefined }, { title: '  ' }, { description: undefined }, { description: '<p> </p>' }, { passthroughUuid: undefined }]) {
        expect((await save(owner, videoForm(owner.id, passthroughUuid, missing)).expect(400)).body).toEqual(REQUIRED);
      }
      // Still uploading, or an upload of nothing.
      const [pending] = await sql<{ id: string }>(t, `INSERT INTO media.video_uploads (id, owner_id, created_by, filename) VALUES (gen_random_uuid(), $1, $1, 'clip.mp4') RETURNING id`, [owner.id]);
      expect((await save(owner, videoForm(owner.id, pending!.id)).expect(400)).body).toEqual(REQUIRED);
      expect((await save(owner, videoForm(owner.id, randomUUID())).expect(400)).body).toEqual(REQUIRED);
      expect(await uploadBytesKept(t, passthroughUuid)).toBe(true);
    });

    it('answers a refused upload with its refusal', async () => {
      const refused = await finishedUpload(t, { ownerId: owner.id, createdBy: owner.id, refusal: 'MP4 or MOV H.264' });
      expect((await save(owner, videoForm(owner.id, refused)).expect(400)).body).toEqual({ message: 'MP4 or MOV H.264' });
    });

    it('does not take another owner’s upload, nor one already saved', async () => {
      const other = await signUpUser(t.http, { name: 'Noor Haddad' });
      const theirs = await upload(other);
      expect((await save(owner, videoForm(owner.id, theirs)).expect(400)).body).toEqual(REQUIRED);
      const mine = await upload(owner);
      await save(owner, videoForm(owner.id, mine)).expect(201);
      expect((await save(owner, videoForm(owner.id, mine)).expect(409)).body).toEqual({ message: 'This upload was already saved' });
    });

    it('moves the file into the library and makes a JPEG still of it, served like any image', async () => {
      const passthroughUuid = await upload(owner);
      const video: Detail = (await save(owner, videoForm(owner.id, passthroughUuid, { tags: 'rehearsal, live ,, rehearsal', description: '<p>Act <b>two</b><script>x()</script></p>' })).expect(201)).body;
      expect(video).toMatchObject({
        title: 'Evening rehearsal',
        description: '<p>Act <b>two</b></p>',
        tags: ['rehearsal', 'live'],
        visibility: 'public',
        membersOnly: false,
        membershipTierIds: [],
        posterSource: 'auto-generated',
        status: 'ready',
        durationSeconds: 3,
        owner: { id: owner.id },
        collaborators: [],
        donationsSum: 'N/A',
        url: `/watch/${video.id}`,
      });
      expect(video.thumbnail).toBe(`/client_side_api/v1/file_uploads/${video.coverImage}`);
      const still = await served(video.thumbnail!).expect(200);
      expect(still.headers['content-type']).toBe('image/jpeg');
      expect([...(still.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(await t.app.get(FileStorage).stat(`videos/${video.id}.mp4`)).toEqual({ size: expect.any(Number), contentType: 'video/mp4' });
      expect(await uploadBytesKept(t, passthroughUuid)).toBe(false);
      // Ready at once: the public list shows it.
      const listed = (await t.http.get('/client_side_api/v1/videos').query({ ownerId: owner.id, perPage: 50 }).expect(200)).body.data as { id: string }[];
      expect(listed.map((v) => v.id)).toContain(video.id);
    });

    it('takes a custom image as the thumbnail, and refuses an identifier that names none', async () => {
      const image = (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(owner)).attach('file', await testPng(), 'cover.png').expect(201)).body.upload_identifier as string;
      const video = await saved(owner, { posterSource: 'user-upload', coverImage: image, coverImageFileName: 'cover.png' });
      expect(video).toMatchObject({ posterSource: 'user-upload', coverImage: image, thumbnail: `/client_side_api/v1/file_uploads/${image}` });
      expect((await served(video.thumbnail!).expect(200)).headers['content-type']).toBe('image/png');
      const refused = await save(owner, videoForm(owner.id, await upload(owner), { posterSource: 'user-upload', coverImage: randomUUID() })).expect(400);
      expect(refused.body).toEqual({ message: 'There was an issue uploading your thumbnail...' });
    });
  });

  describe('members-only videos', () => {
    it('need at least one tier', async () => {
      const passthroughUuid = await upload(owner);
      expect((await save(owner, videoForm(owner.id, passthroughUuid, { visibility: 'members_only' })).expect(400)).body).toEqual(TIER_REQUIRED);
      expect((await save(owner, videoForm(owner.id, passthroughUuid, { visibility: 'members_only', membershipTierIds: ' , ' })).expect(400)).body).toEqual(TIER_REQUIRED);
    });

    it('take only the owner’s own tiers', async () => {
      const other = await signUpUser(t.http, { name: 'Other Owner' });
      const [mine, theirs] = [await addTier(owner.id), await addTier(other.id)];
      const passthroughUuid = await upload(owner);
      for (const membershipTierIds of [theirs, `${mine},${theirs}`, 'not-a-tier']) {
        expect((await save(owner, videoForm(owner.id, passthroughUuid, { visibility: 'members_only', membershipTierIds })).expect(400)).body).toEqual(TIER_REQUIRED);
      }
      const video: Detail = (await save(owner, videoForm(owner.id, passthroughUuid, { visibility: 'members_only', membershipTierIds: mine })).expect(201)).body;
      expect(video).toMatchObject({ visibility: 'members_only', membersOnly: true, membershipTierIds: [mine] });
    });
  });

  describe('editing and deleting', () => {
    it('changes the details and keeps what the form did not send', async () => {
      const video = await saved(owner);
      const tier = await addTier(owner.id);
      const changed: Detail = (
        await t.http
          .patch(`${MANAGED_VIDEOS}/${video.id}`)
          .query({ ownerId: owner.id })
          .set(bearer(owner))
          .send({ ownerId: owner.id, title: 'Dress rehearsal', tags: 'dress', visibility: 'members_only', membershipTierIds: tier })
          .expect(200)
      ).body;
      expect(changed).toMatchObject({ id: video.id, title: 'Dress rehearsal', description: video.description, tags: ['dress'], membersOnly: true, membershipTierIds: [tier], thumbnail: video.thumbnail });
      const again = (await t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body;
      expect(again).toEqual(changed);
      const refused = await t.http.patch(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).send({ title: '' }).expect(400);
      expect(refused.body).toEqual(REQUIRED);
    });

    it('swaps the generated still for a custom image and back, removing stills no longer shown', async () => {
      const video = await saved(owner);
      const image = (await t.http.post('/client_side_api/v1/file_uploads').set(bearer(owner)).attach('file', await testPng(), 'cover.png').expect(201)).body.upload_identifier as string;
      const edit = (body: Record<string, unknown>) => t.http.patch(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).send(body).expect(200);
      const custom: Detail = (await edit({ posterSource: 'user-upload', coverImage: image })).body;
      expect(custom.thumbnail).toBe(`/client_side_api/v1/file_uploads/${image}`);
      await served(video.thumbnail!).expect(404);
      const generated: Detail = (await edit({ posterSource: 'auto-generated' })).body;
      expect(generated.thumbnail).not.toBe(custom.thumbnail);
      expect((await served(generated.thumbnail!).expect(200)).headers['content-type']).toBe('image/jpeg');
      // The custom image is the owner's and stays.
      await served(custom.thumbnail!).expect(200);
    });

    it('deletes the row, the file and the generated still', async () => {
      const video = await saved(owner);
      const storage = t.app.get(FileStorage);
      expect(await storage.stat(`videos/${video.id}.mp4`)).not.toBeNull();
      expect((await t.http.delete(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body).toBe(true);
      expect(await storage.stat(`videos/${video.id}.mp4`)).toBeNull();
      await served(video.thumbnail!).expect(404);
      expect(await sql(t, 'SELECT 1 FROM media.videos WHERE id = $1', [video.id])).toEqual([]);
      const gone = await t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(404);
      expect(gone.body).toEqual({ message: 'Sorry! We had a problem fetching that video.' });
      await t.http.delete(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(404);
    });

    it('answers another owner’s video 404 to a caller acting for their own profile, and 403 to one naming that owner', async () => {
      const video = await saved(owner);
      const other = await signUpUser(t.http, { name: 'Nosy Neighbour' });
      for (const call of [
        t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: other.id }),
        t.http.patch(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: other.id }).send({ title: 'Mine now' }),
        t.http.delete(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: other.id }),
        t.http.post(`${MANAGED_VIDEOS}/${video.id}/collaborators`).send({ ownerId: other.id, collaboratorId: other.id }),
      ]) {
        expect((await call.set(bearer(other)).expect(404)).body).toEqual({ message: 'Sorry! We had a problem fetching that video.' });
      }
      await t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(other)).expect(403);
      await t.http.get(MANAGED_VIDEOS).query({ ownerId: owner.id }).set(bearer(other)).expect(403);
      expect((await t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body.title).toBe('Evening rehearsal');
    });
  });

  describe('the management list', () => {
    let lister: TestUser;
    let colleague: TestUser;
    const list = async (query: Record<string, string | number>, as = lister) =>
      (await t.http.get(MANAGED_VIDEOS).query({ ownerId: as.id, ...query }).set(bearer(as)).expect(200)).body as { data: (Detail & { viewCount: number; likeCount: number })[]; totalCount: number; page: number; perPage: number };
    const titles = (page: { data: { title: string }[] }) => page.data.map((video) => video.title);

    beforeAll(async () => {
      lister = await signUpUser(t.http, { name: 'Rae Okafor' });
      colleague = await signUpUser(t.http, { name: 'Ines Duarte' });
      const names = ['Bach suite', 'Cello warm-up', 'Apple jazz', 'Dawn chorus', 'Echo chamber', 'Fugue study', 'Gig night', 'Harp basics', 'Intro to jazz', 'Jam session', 'Keys live'];
      for (const [n, title] of names.entries()) {
        const video = await saved(lister, { title, tags: n % 2 ? 'strings' : 'winds' });
        await sql(t, `UPDATE media.videos SET created_at = now() - make_interval(mins => $2), view_count = $3, like_count = $4 WHERE id = $1`, [video.id, 100 - n, (n * 7) % 11, n % 3]);
      }
      // The colleague's video credits the lister: it is on the lister's list, with the colleague as its owner.
      await saved(colleague, { title: 'Kitchen jazz', collaboratorIds: lister.id });
    });

    it('pages 10 at a time, newest first, the owner’s videos and those the owner is a collaborator of', async () => {
      const first = await list({});
      expect(first).toMatchObject({ totalCount: 12, page: 1, perPage: 10 });
      expect(titles(first)).toEqual(['Kitchen jazz', 'Keys live', 'Jam session', 'Intro to jazz', 'Harp basics', 'Gig night', 'Fugue study', 'Echo chamber', 'Dawn chorus', 'Apple jazz']);
      expect(titles(await list({ page: 2 }))).toEqual(['Cello warm-up', 'Bach suite']);
      const kitchen = first.data[0]!;
      expect(kitchen).toMatchObject({ owner: { id: colleague.id }, collaborators: [{ identifier: lister.username, uuid: lister.id }], donationsSum: 'N/A', url: `/watch/${kitchen.id}` });
      expect(first.data[1]!.owner).toEqual({ id: lister.id });
      expect(Object.keys(first.data[1]!).sort()).toEqual(['collaborators', 'currency', 'donationsSum', 'id', 'likeCount', 'membersOnly', 'owner', 'thumbnail', 'title', 'uploadedAt', 'url', 'viewCount'].sort());
    });

    it('sorts by title, upload date, views and likes, either way', async () => {
      expect(titles(await list({ sort: 'title', direction: 'asc', perPage: 3 }))).toEqual(['Apple jazz', 'Bach suite', 'Cello warm-up']);
      expect(titles(await list({ sort: 'title', direction: 'desc', perPage: 3 }))).toEqual(['Kitchen jazz', 'Keys live', 'Jam session']);
      expect(titles(await list({ sort: 'uploadedAt', direction: 'asc', perPage: 2 }))).toEqual(['Bach suite', 'Cello warm-up']);
      const byViews = (await list({ sort: 'viewCount', direction: 'desc', perPage: 50 })).data.map((v) => v.viewCount);
      expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
      expect(byViews[0]).toBe(10);
      const byLikes = (await list({ sort: 'likeCount', direction: 'asc', perPage: 50 })).data.map((v) => v.likeCount);
      expect(byLikes).toEqual([...byLikes].sort((a, b) => a - b));
      await t.http.get(MANAGED_VIDEOS).query({ ownerId: lister.id, sort: 'owner_id' }).set(bearer(lister)).expect(400);
      await t.http.get(MANAGED_VIDEOS).query({ ownerId: lister.id, direction: 'sideways' }).set(bearer(lister)).expect(400);
    });

    it('searches the words typed so far, collaborations included', async () => {
      const found = await list({ query: 'jaz', sort: 'title', direction: 'asc' });
      expect(titles(found)).toEqual(['Apple jazz', 'Intro to jazz', 'Kitchen jazz']);
      expect(found.totalCount).toBe(3);
      expect(titles(await list({ query: 'strings', perPage: 2, page: 2, sort: 'title', direction: 'asc' }))).toEqual(['Fugue study', 'Harp basics']);
      expect((await t.http.get(MANAGED_VIDEOS).query({ ownerId: lister.id, page: 'two' }).set(bearer(lister)).expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
    });
  });

  describe('collaborators', () => {
    let video: Detail;
    let rae: TestUser;
    let noor: TestUser;
    let sol: TestUser;
    const collaborators = (id: string, body: Record<string, unknown>, as: TestUser) => t.http.post(`${MANAGED_VIDEOS}/${id}/collaborators`).set(bearer(as)).send(body);
    const remove = (id: string, collaboratorId: string, ownerId: string, as: TestUser) => t.http.delete(`${MANAGED_VIDEOS}/${id}/collaborators/${collaboratorId}`).query({ ownerId }).set(bearer(as));

    beforeAll(async () => {
      [rae, noor, sol] = await Promise.all(['Rae Okafor', 'Noor Haddad', 'Sol Park'].map((name) => signUpUser(t.http, { name })));
      video = await saved(owner, { collaboratorIds: rae.id });
    });

    it('are added by the owner’s managers, one profile found by search at a time', async () => {
      expect(video.collaborators).toEqual([{ identifier: rae.username, uuid: rae.id, name: 'Rae Okafor', avatar: null }]);
      const added = await collaborators(video.id, { ownerId: owner.id, collaboratorId: noor.id }, owner).expect(201);
      expect(added.body.map((c: { uuid: string }) => c.uuid)).toEqual([rae.id, noor.id]);
      // Adding again changes nothing.
      expect((await collaborators(video.id, { ownerId: owner.id, collaboratorId: noor.id }, owner).expect(201)).body).toHaveLength(2);
      for (const collaboratorId of [randomUUID(), owner.id]) {
        expect((await collaborators(video.id, { ownerId: owner.id, collaboratorId }, owner).expect(400)).body).toEqual({ message: 'Failed to add collaborator' });
      }
      // An organization's admin manages its videos.
      const academy = await createOrganization(t.http, sol, 'Park Academy');
      const academyVideo = await saved(sol, { title: 'Academy open day' }, academy.id);
      expect((await collaborators(academyVideo.id, { ownerId: academy.id, collaboratorId: rae.id }, sol).expect(201)).body).toEqual([{ identifier: rae.username, uuid: rae.id, name: 'Rae Okafor', avatar: null }]);
      await collaborators(academyVideo.id, { ownerId: academy.id, collaboratorId: noor.id }, rae).expect(403);
    });

    it('may remove themselves (Remove me), and no one else', async () => {
      const other = await saved(owner, { title: 'Trio', collaboratorIds: `${rae.id},${noor.id}` });
      expect((await remove(other.id, noor.id, rae.id, rae).expect(403)).body).toEqual({ message: 'Collaborators may only remove themselves' });
      // Not a collaborator: the video is none of sol's business.
      await remove(other.id, sol.id, sol.id, sol).expect(404);
      // Acting for someone else's profile is refused by the guard.
      await remove(other.id, rae.id, rae.id, noor).expect(403);
      expect((await remove(other.id, rae.id, rae.id, rae).expect(200)).body).toBe(true);
      const raeList = (await t.http.get(MANAGED_VIDEOS).query({ ownerId: rae.id, perPage: 50 }).set(bearer(rae)).expect(200)).body.data as { id: string }[];
      expect(raeList.map((v) => v.id)).not.toContain(other.id);
      await remove(other.id, rae.id, rae.id, rae).expect(404);
      const left = (await t.http.get(`${MANAGED_VIDEOS}/${other.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body as Detail;
      expect(left.collaborators.map((c) => c.uuid)).toEqual([noor.id]);
    });

    it('are removed by the owner’s managers, anyone of them', async () => {
      expect((await remove(video.id, rae.id, owner.id, owner).expect(200)).body).toBe(true);
      await remove(video.id, rae.id, owner.id, owner).expect(404);
      const left = (await t.http.get(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body as Detail;
      expect(left.collaborators.map((c) => c.uuid)).toEqual([noor.id]);
    });
  });
});
