import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FileStorage } from '../../src/shared/files/file-storage.port.js';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';
import { memberRow } from '../support/membership-tiers.js';

const VIDEOS = '/client_side_api/v1/videos';
const FETCH_FAILED = { message: 'Sorry! We had a problem fetching that video.' };

describe('watching videos', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let otherTierMember: TestUser;
  let outsider: TestUser;
  let mp4: Buffer;
  let publicVideo: string;
  let goldVideo: string;
  let gold: string;
  const dataDir = `.data/test-watch-${process.pid}`;

  /** A ready library video whose bytes are the ffmpeg-made MP4, as the library leaves it after a save. */
  const addVideo = async (ownerId: string, video: { title: string; visibility?: 'public' | 'members_only'; tierIds?: string[]; status?: 'processing' | 'ready'; withFile?: boolean }) => {
    const id = randomUUID();
    const fileKey = video.withFile === false ? null : `videos/${id}.mp4`;
    if (fileKey) await t.app.get(FileStorage).put(fileKey, mp4, 'video/mp4');
    await sql(
      t,
      `INSERT INTO media.videos (id, owner_id, title, description, tags, visibility, membership_tier_ids, status, duration_seconds, file_key, content_type, bytesize)
       VALUES ($1, $2, $3, '<p>Filmed <b>live</b>.</p>', '{live,jazz}', $4, $5, $6, 3, $7, 'video/mp4', $8)`,
      [id, ownerId, video.title, video.visibility ?? 'public', video.tierIds ?? [], video.status ?? 'ready', fileKey, mp4.length],
    );
    return id;
  };
  const addTier = async (ownerId: string) => {
    const id = randomUUID();
    await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, 'Gold', 'Perks', 0, 'usd', now(), now())`, [id, ownerId]);
    return id;
  };
  const as = <T extends { set(header: Record<string, string>): T }>(call: T, viewer?: TestUser): T => (viewer ? call.set(bearer(viewer)) : call);
  const fileOf = (id: string, viewer?: TestUser) => as(t.http.get(`${VIDEOS}/${id}/file`), viewer);

  beforeAll(async () => {
    const work = await mkdtemp(join(tmpdir(), 'watch-'));
    await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(work, 'out.mp4')]);
    mp4 = await readFile(join(work, 'out.mp4'));
    await rm(work, { recursive: true, force: true });

    t = await startTestApp({ dataDir });
    [owner, member, otherTierMember, outsider] = await Promise.all(['Maya Lind', 'Gold Member', 'Silver Member', 'Not A Member'].map((name) => signUpUser(t.http, { name })));
    // The members read model exists once the projection runner has prepared it.
    await projectUntil(t, async () => true);
    gold = await addTier(owner.id);
    const silver = await addTier(owner.id);
    await memberRow(t, { ownerId: owner.id, tierId: gold, priceId: randomUUID(), userId: member.id });
    await memberRow(t, { ownerId: owner.id, tierId: silver, priceId: randomUUID(), userId: otherTierMember.id });
    publicVideo = await addVideo(owner.id, { title: 'Open rehearsal' });
    goldVideo = await addVideo(owner.id, { title: 'Gold backstage', visibility: 'members_only', tierIds: [gold] });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('the watch page', () => {
    it('shows a public video to a logged-out visitor, with its file, owner and collaborators', async () => {
      const collaborator = await signUpUser(t.http, { name: 'Rae Okafor' });
      await sql(t, `INSERT INTO media.video_collaborators (video_id, profile_id) VALUES ($1, $2)`, [publicVideo, collaborator.id]);
      const page = (await t.http.get(`${VIDEOS}/${publicVideo}`).expect(200)).body;
      expect(page).toEqual({
        id: publicVideo,
        title: 'Open rehearsal',
        description: '<p>Filmed <b>live</b>.</p>',
        tags: ['live', 'jazz'],
        thumbnail: null,
        membersOnly: false,
        canWatch: true,
        membersOnlyBlur: false,
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        viewCount: 0,
        likeCount: 0,
        liked: false,
        durationSeconds: 3,
        owner: { id: owner.id, name: 'Maya Lind', username: owner.username, type: 'user', avatar: null },
        collaborators: [{ id: collaborator.id, name: 'Rae Okafor', username: collaborator.username, type: 'user', avatar: null }],
        membershipTierIds: [],
        fileUrl: `${VIDEOS}/${publicVideo}/file`,
        // The owner takes no payments: no donations.
        donations: null,
      });
    });

    it('gives no file to viewers the members-only rule keeps out, and blurs it for them', async () => {
      for (const viewer of [undefined, outsider, otherTierMember]) {
        const page = (await as(t.http.get(`${VIDEOS}/${goldVideo}`), viewer).expect(200)).body;
        expect(page).toMatchObject({ membersOnly: true, canWatch: false, membersOnlyBlur: true, fileUrl: null, membershipTierIds: [gold] });
      }
      for (const viewer of [member, owner]) {
        const page = (await as(t.http.get(`${VIDEOS}/${goldVideo}`), viewer).expect(200)).body;
        expect(page).toMatchObject({ canWatch: true, membersOnlyBlur: false, fileUrl: `${VIDEOS}/${goldVideo}/file` });
      }
    });

    it("answers 'Sorry! We had a problem fetching that video.' for an unknown, malformed or unready id", async () => {
      const processing = await addVideo(owner.id, { title: 'Still processing', status: 'processing' });
      for (const id of [randomUUID(), 'not-an-id', processing]) {
        expect((await t.http.get(`${VIDEOS}/${id}`).expect(404)).body).toEqual(FETCH_FAILED);
        expect((await t.http.get(`${VIDEOS}/${id}/file`).expect(404)).body).toEqual(FETCH_FAILED);
        expect((await t.http.post(`${VIDEOS}/${id}/views`).expect(404)).body).toEqual(FETCH_FAILED);
        expect((await t.http.post(`${VIDEOS}/${id}/like`).set(bearer(member)).expect(404)).body).toEqual(FETCH_FAILED);
      }
    });

    it('has no file link for a ready video without bytes yet', async () => {
      const id = await addVideo(owner.id, { title: 'No file', withFile: false });
      expect((await t.http.get(`${VIDEOS}/${id}`).expect(200)).body).toMatchObject({ canWatch: true, fileUrl: null });
      expect((await t.http.get(`${VIDEOS}/${id}/file`).expect(404)).body).toEqual(FETCH_FAILED);
    });
  });

  describe('the file', () => {
    it('serves the whole video to a logged-out visitor of a public video', async () => {
      const whole = await fileOf(publicVideo).expect(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(Buffer.compare(whole.body as Buffer, mp4)).toBe(0);
    });

    it('answers a range with 206, Content-Range and exactly those bytes, and a second range when seeking', async () => {
      const first = await fileOf(publicVideo).set('Range', 'bytes=0-1023').expect(206);
      expect(first.headers['content-range']).toBe(`bytes 0-1023/${mp4.length}`);
      expect(Buffer.compare(first.body as Buffer, mp4.subarray(0, 1024))).toBe(0);
      const middle = Math.floor(mp4.length / 2);
      const seek = await fileOf(publicVideo).set('Range', `bytes=${middle}-`).expect(206);
      expect(seek.headers['content-range']).toBe(`bytes ${middle}-${mp4.length - 1}/${mp4.length}`);
      expect(Buffer.compare(seek.body as Buffer, mp4.subarray(middle))).toBe(0);
      await fileOf(publicVideo).set('Range', `bytes=${mp4.length}-`).expect(416);
    });

    it('refuses members-only bytes to visitors, non-members and members of another tier, with no bytes', async () => {
      for (const viewer of [undefined, outsider, otherTierMember]) {
        const refused = await fileOf(goldVideo, viewer).set('Range', 'bytes=0-1023').expect(403);
        expect(refused.headers['content-type']).toMatch(/^application\/json/);
        expect(refused.headers['content-range']).toBeUndefined();
        expect(refused.body).toEqual({ message: 'This video is for members only' });
      }
    });

    it('serves members-only bytes to a member of a required tier and to the owner', async () => {
      for (const viewer of [member, owner]) {
        const range = await fileOf(goldVideo, viewer).set('Range', 'bytes=100-199').expect(206);
        expect(Buffer.compare(range.body as Buffer, mp4.subarray(100, 200))).toBe(0);
      }
    });

    it("serves an organization's members-only video to the organization's admins, not to others", async () => {
      const admin = await signUpUser(t.http, { name: 'Lea Brandt' });
      const academy = await createOrganization(t.http, admin, 'Brandt Academy');
      const students = await addTier(academy.id);
      const lesson = await addVideo(academy.id, { title: 'Class notes', visibility: 'members_only', tierIds: [students] });
      expect(Buffer.compare((await fileOf(lesson, admin).expect(200)).body as Buffer, mp4)).toBe(0);
      await fileOf(lesson, member).expect(403);
    });
  });

  describe('views and likes', () => {
    it('counts each view of a video the viewer may watch', async () => {
      const id = await addVideo(owner.id, { title: 'Counted' });
      expect((await t.http.post(`${VIDEOS}/${id}/views`).expect(200)).body).toBe(true);
      await t.http.post(`${VIDEOS}/${id}/views`).set(bearer(outsider)).expect(200);
      expect((await t.http.get(`${VIDEOS}/${id}`).expect(200)).body.viewCount).toBe(2);
      await t.http.post(`${VIDEOS}/${goldVideo}/views`).set(bearer(outsider)).expect(403);
      await t.http.post(`${VIDEOS}/${goldVideo}/views`).set(bearer(member)).expect(200);
      expect((await t.http.get(`${VIDEOS}/${goldVideo}`).set(bearer(member)).expect(200)).body.viewCount).toBe(1);
    });

    it('keeps one like per user, shown to that user, and lets them take it back', async () => {
      const id = await addVideo(owner.id, { title: 'Liked' });
      const like = (viewer: TestUser) => t.http.post(`${VIDEOS}/${id}/like`).set(bearer(viewer)).expect(200);
      expect((await like(member)).body).toEqual({ likeCount: 1, liked: true });
      expect((await like(member)).body).toEqual({ likeCount: 1, liked: true });
      expect((await like(outsider)).body).toEqual({ likeCount: 2, liked: true });
      expect((await t.http.get(`${VIDEOS}/${id}`).set(bearer(member)).expect(200)).body).toMatchObject({ likeCount: 2, liked: true });
      expect((await t.http.get(`${VIDEOS}/${id}`).set(bearer(owner)).expect(200)).body).toMatchObject({ likeCount: 2, liked: false });
      expect((await t.http.get(`${VIDEOS}/${id}`).expect(200)).body).toMatchObject({ likeCount: 2, liked: false });

      const unlike = (viewer: TestUser) => t.http.post(`${VIDEOS}/${id}/like/delete`).set(bearer(viewer)).expect(200);
      expect((await unlike(member)).body).toEqual({ likeCount: 1, liked: false });
      expect((await unlike(member)).body).toEqual({ likeCount: 1, liked: false });
      expect((await t.http.get(`${VIDEOS}/${id}`).set(bearer(member)).expect(200)).body).toMatchObject({ likeCount: 1, liked: false });
      const card = (await t.http.get(VIDEOS).query({ ownerId: owner.id, query: 'liked' }).expect(200)).body.data[0];
      expect(card).toMatchObject({ id, likeCount: 1 });
    });

    it('needs a login to like, and membership to like a members-only video', async () => {
      expect((await t.http.post(`${VIDEOS}/${publicVideo}/like`).expect(401)).body).toEqual({ message: 'Please log in to continue' });
      expect((await t.http.post(`${VIDEOS}/${publicVideo}/like/delete`).expect(401)).body).toEqual({ message: 'Please log in to continue' });
      await t.http.post(`${VIDEOS}/${goldVideo}/like`).set(bearer(outsider)).expect(403);
      expect((await t.http.post(`${VIDEOS}/${goldVideo}/like`).set(bearer(member)).expect(200)).body).toEqual({ likeCount: 1, liked: true });
    });
  });
});
