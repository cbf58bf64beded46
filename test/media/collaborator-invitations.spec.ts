import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CollaboratorInvitationEmailSender } from '../../src/media/infrastructure/collaborator-invitation-email.sender.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { mailsTo } from '../support/mail.js';
import { TestClock } from '../support/test-clock.js';
import { finishedUpload, MANAGED_VIDEOS, uploadBytesKept, videoForm } from '../support/video-library.js';

const ACCEPT = '/client_side_api/v1/video_invitations/accept';
const NO_LONGER_VALID = { message: 'Sorry, this invitation is no longer valid.' };

/** RFC 2047 encoded words (nodemailer encodes a subject with quotes) read back as text. */
const decodeWords = (header: string) =>
  header.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

/** The subjects of the .eml files written to the address, oldest first. */
async function subjectsTo(dataDir: string, address: string): Promise<string[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
  const headers = await Promise.all(files.map(async (name) => (await readFile(join(folder, name), 'utf8')).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')));
  return headers.filter((head) => head.split(/\r?\n/).includes(`To: ${address}`)).map((head) => decodeWords(/^Subject: (.*)$/m.exec(head)![1]!.trim()));
}

interface Collaborator {
  identifier: string;
  uuid: string;
  name: string;
  avatar: string | null;
}

describe('media: crediting collaborators by e-mail', () => {
  let t: TestApp;
  let owner: TestUser;
  let pool: pg.Pool;
  let dataDir: string;
  let sender: CollaboratorInvitationEmailSender;
  const previousDataDir = process.env.DATA_DIR;
  const quiet = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'limelight-video-invitations-'));
    // The sender reads its settings when it sends: the mail of this file goes to a folder of its own.
    process.env.DATA_DIR = dataDir;
    t = await startTestApp({ dataDir });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    sender = new CollaboratorInvitationEmailSender(pool, new TestClock(), quiet);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(dataDir, { recursive: true, force: true });
  });

  const newVideo = async (overrides: Record<string, unknown> = {}, as = owner) => {
    const upload = await finishedUpload(t, { ownerId: as.id, createdBy: as.id });
    return (await t.http.post(MANAGED_VIDEOS).set(bearer(as)).send(videoForm(as.id, upload, overrides)).expect(201)).body as { id: string; collaborators: Collaborator[] };
  };
  const add = (videoId: string, body: Record<string, unknown>, as = owner) => t.http.post(`${MANAGED_VIDEOS}/${videoId}/collaborators`).set(bearer(as)).send({ ownerId: as.id, ...body });
  const remove = (videoId: string, uuid: string, as = owner) => t.http.delete(`${MANAGED_VIDEOS}/${videoId}/collaborators/${uuid}`).query({ ownerId: as.id }).set(bearer(as));
  const collaborators = async (videoId: string) => ((await t.http.get(`${MANAGED_VIDEOS}/${videoId}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body as { collaborators: Collaborator[] }).collaborators;
  const listed = async (videoId: string, as: TestUser) => {
    const page = (await t.http.get(MANAGED_VIDEOS).query({ ownerId: as.id, perPage: 50 }).set(bearer(as)).expect(200)).body as { data: { id: string; collaborators: Collaborator[] }[] };
    return page.data.find((video) => video.id === videoId);
  };
  const accept = (token: string, as: TestUser) => t.http.post(ACCEPT).set(bearer(as)).send({ token });
  const invitation = (email: string) => ({ identifier: '_invitation', uuid: expect.any(String), name: email, avatar: null });
  /** Sends the queued mails and returns the newest one to the address. */
  const sendAndRead = async (email: string) => {
    await sender.sendDue();
    const mails = await mailsTo(dataDir, email);
    expect(mails.length).toBeGreaterThan(0);
    return mails.at(-1)!;
  };
  const linkIn = (mail: string) => {
    const found = /https?:\/\/\S+\/watch\/\S+\?invitation=[\w-]+/.exec(mail);
    if (!found) throw new Error('No invitation link in the mail');
    return new URL(found[0]);
  };
  const tokenSentTo = async (email: string) => linkIn(await sendAndRead(email)).searchParams.get('invitation')!;

  it('invites an address: listed as a pending invitation, mailed a link that makes the signed-in reader a collaborator, once', async () => {
    const video = await newVideo({ title: 'Kitchen session' });
    const answered = await add(video.id, { email: ' Rae.Okafor@Example.com ' }).expect(201);
    expect(answered.body).toEqual([invitation('rae.okafor@example.com')]);
    expect(await collaborators(video.id)).toEqual(answered.body);
    expect((await listed(video.id, owner))!.collaborators).toEqual(answered.body);

    const link = linkIn(await sendAndRead('rae.okafor@example.com'));
    expect(await subjectsTo(dataDir, 'rae.okafor@example.com')).toEqual(['Maya Lind credited you on "Kitchen session" on Limelight']);
    expect(link.pathname).toBe(`/watch/${video.id}`);
    const token = link.searchParams.get('invitation')!;
    // Once sent, the outbox forgets the token.
    expect(await sql(t, `SELECT 1 FROM media.collaborator_invitation_emails WHERE email = 'rae.okafor@example.com' AND token IS NOT NULL`)).toEqual([]);

    expect((await t.http.post(ACCEPT).send({ token }).expect(401)).body).toEqual({ message: 'Please log in to continue' });
    // The token proves the mail reached them, whatever address their account has.
    const rae = await signUpUser(t.http, { name: 'Rae Okafor' });
    expect((await accept(token, rae).expect(200)).body).toEqual({ video: { id: video.id, title: 'Kitchen session' } });
    expect(await collaborators(video.id)).toEqual([{ identifier: rae.username, uuid: rae.id, name: 'Rae Okafor', avatar: null }]);
    expect((await listed(video.id, rae))!.collaborators.map((c) => c.uuid)).toEqual([rae.id]);

    expect((await accept(token, rae).expect(404)).body).toEqual(NO_LONGER_VALID);
    expect((await accept(token, await signUpUser(t.http)).expect(404)).body).toEqual(NO_LONGER_VALID);
    expect((await accept('not-a-token', rae).expect(404)).body).toEqual(NO_LONGER_VALID);
  });

  it("changes nothing when the video's owner opens the link", async () => {
    const video = await newVideo({ title: 'Owner test' });
    await add(video.id, { email: 'sol.park@example.com' }).expect(201);
    const token = await tokenSentTo('sol.park@example.com');
    expect((await accept(token, owner).expect(200)).body).toEqual({ video: { id: video.id, title: 'Owner test' } });
    expect(await collaborators(video.id)).toEqual([invitation('sol.park@example.com')]);
    const sol = await signUpUser(t.http, { name: 'Sol Park' });
    await accept(token, sol).expect(200);
    expect((await collaborators(video.id)).map((c) => c.uuid)).toEqual([sol.id]);
  });

  it('withdraws an invitation by its uuid like a collaborator: its link stops working and an unsent mail is not sent', async () => {
    const rae = await signUpUser(t.http, { name: 'Rae Okafor' });
    const video = await newVideo({ title: 'Withdrawn', collaboratorIds: rae.id });
    await add(video.id, { email: 'sent.first@example.com' }).expect(201);
    const token = await tokenSentTo('sent.first@example.com');
    const answered = (await add(video.id, { email: 'never.sent@example.com' }).expect(201)).body as Collaborator[];
    expect(answered.map((c) => c.name)).toEqual(['Rae Okafor', 'sent.first@example.com', 'never.sent@example.com']);
    const [sent, unsent] = answered.slice(1);

    // A collaborator may only take themself off, not the owner's invitations.
    expect((await remove(video.id, sent!.uuid, rae).expect(403)).body).toEqual({ message: 'Collaborators may only remove themselves' });
    expect((await remove(video.id, sent!.uuid).expect(200)).body).toBe(true);
    expect((await accept(token, await signUpUser(t.http)).expect(404)).body).toEqual(NO_LONGER_VALID);
    await remove(video.id, unsent!.uuid).expect(200);
    await sender.sendDue();
    expect(await mailsTo(dataDir, 'never.sent@example.com')).toEqual([]);
    expect((await remove(video.id, unsent!.uuid).expect(404)).body).toEqual({ message: 'This profile is not a collaborator of the video' });
    expect((await collaborators(video.id)).map((c) => c.uuid)).toEqual([rae.id]);
  });

  it('answers an address already invited 409, and refuses no address, a bad one, or both a profile and an address', async () => {
    const video = await newVideo({ title: 'Twice' });
    await add(video.id, { email: 'twice@example.com' }).expect(201);
    expect((await add(video.id, { email: 'TWICE@example.com' }).expect(409)).body).toEqual({ message: 'Already added' });
    expect((await add(video.id, { email: 'not-an-address' }).expect(400)).body).toEqual({ message: 'Invalid email address' });
    for (const body of [{}, { email: '  ' }, { collaboratorId: (await signUpUser(t.http)).id, email: 'both@example.com' }]) {
      expect((await add(video.id, body).expect(400)).body).toEqual({ message: 'Please fill out all required fields.' });
    }
    expect(await collaborators(video.id)).toEqual([invitation('twice@example.com')]);
  });

  it("refuses to invite to another owner's video: 403 naming that owner, 404 acting for one's own profile", async () => {
    const video = await newVideo({ title: 'Not yours' });
    const other = await signUpUser(t.http, { name: 'Nosy Neighbour' });
    await t.http.post(`${MANAGED_VIDEOS}/${video.id}/collaborators`).set(bearer(other)).send({ ownerId: owner.id, email: 'friend@example.com' }).expect(403);
    expect((await add(video.id, { email: 'friend@example.com' }, other).expect(404)).body).toEqual({ message: 'Sorry! We had a problem fetching that video.' });
    await t.http.delete(`${MANAGED_VIDEOS}/${video.id}/collaborators/${owner.id}`).query({ ownerId: owner.id }).set(bearer(other)).expect(403);
    expect(await collaborators(video.id)).toEqual([]);
  });

  it('invites the addresses of collaboratorEmails with a new video, and shows them to the owner only', async () => {
    const rae = await signUpUser(t.http, { name: 'Rae Okafor' });
    const upload = await finishedUpload(t, { ownerId: owner.id, createdBy: owner.id });
    const refused = await t.http.post(MANAGED_VIDEOS).set(bearer(owner)).send(videoForm(owner.id, upload, { collaboratorEmails: 'ok@example.com, nope' })).expect(400);
    expect(refused.body).toEqual({ message: 'Invalid email address' });
    expect(await uploadBytesKept(t, upload)).toBe(true);

    const saved = await t.http
      .post(MANAGED_VIDEOS)
      .set(bearer(owner))
      .send(videoForm(owner.id, upload, { title: 'Trio', collaboratorIds: rae.id, collaboratorEmails: 'Ines@Example.com, jo@example.com,, ines@example.com' }))
      .expect(201);
    const video = saved.body as { id: string; collaborators: Collaborator[] };
    expect(video.collaborators).toEqual([{ identifier: rae.username, uuid: rae.id, name: 'Rae Okafor', avatar: null }, invitation('ines@example.com'), invitation('jo@example.com')]);
    expect(linkIn(await sendAndRead('ines@example.com')).pathname).toBe(`/watch/${video.id}`);
    expect(await mailsTo(dataDir, 'jo@example.com')).toHaveLength(1);
    // A collaborator's list shows the video's credited profiles, not the addresses the owner invited.
    expect((await listed(video.id, rae))!.collaborators.map((c) => c.uuid)).toEqual([rae.id]);
  });

  it('forgets the invitations of a deleted video', async () => {
    const video = await newVideo({ title: 'Gone soon' });
    await add(video.id, { email: 'pending@example.com' }).expect(201);
    await t.http.delete(`${MANAGED_VIDEOS}/${video.id}`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200);
    expect(await sql(t, 'SELECT 1 FROM media.collaborator_invitations WHERE video_id = $1', [video.id])).toEqual([]);
    await sender.sendDue();
    expect(await mailsTo(dataDir, 'pending@example.com')).toEqual([]);
  });
});
