import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStorage } from '../../src/shared/files/file-storage.port.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { finishedUpload, MANAGED_VIDEOS, uploadBytesKept, videoForm } from '../support/video-library.js';

/** Saving an upload as a video is all or nothing, and takes an upload once, also when two saves race on PostgreSQL. */
describe('saving a video', () => {
  let t: TestApp;
  let owner: TestUser;
  const dataDir = `.data/test-saving-videos-${process.pid}`;
  /** Where the library's video files go on disk. */
  const videosFolder = join(dataDir, 'files', 'objects', 'videos');

  const save = (passthroughUuid: string) => t.http.post(MANAGED_VIDEOS).set(bearer(owner)).send(videoForm(owner.id, passthroughUuid));
  const videosOf = (passthroughUuid: string) => sql<{ id: string; status: string }>(t, 'SELECT id, status FROM media.videos WHERE upload_id = $1', [passthroughUuid]);
  const images = async () => (await sql<{ count: number }>(t, 'SELECT count(*) AS count FROM media.file_uploads WHERE uploader_id = $1', [owner.id]))[0]!.count;

  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('of two saves of one upload at once, makes one video and answers the other 409', async () => {
    const upload = await finishedUpload(t, { ownerId: owner.id, createdBy: owner.id });
    const stillsBefore = await images();

    const replies = await Promise.all([save(upload), save(upload)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toEqual({ message: 'This upload was already saved' });
    const saved = replies.find((reply) => reply.status === 201)!.body as { id: string; status: string };
    expect(saved.status).toBe('ready');
    expect(await videosOf(upload)).toEqual([{ id: saved.id, status: 'ready' }]);
    // One still, one library file; the upload store lets go of the bytes.
    expect(await images()).toBe(stillsBefore + 1);
    expect(await t.app.get(FileStorage).stat(`videos/${saved.id}.mp4`)).toEqual({ size: expect.any(Number), contentType: 'video/mp4' });
    expect(await uploadBytesKept(t, upload)).toBe(false);

    // Later, the same.
    expect((await save(upload).expect(409)).body).toEqual({ message: 'This upload was already saved' });
  });

  it('leaves no video and no still behind when storing the file fails, and the upload can be saved again', async () => {
    const upload = await finishedUpload(t, { ownerId: owner.id, createdBy: owner.id });
    const stillsBefore = await images();
    // A file where the library's folder of videos belongs: storing the video fails after its still was made.
    await rm(videosFolder, { recursive: true, force: true });
    await writeFile(videosFolder, 'not a folder');
    try {
      await save(upload).expect(500);
    } finally {
      await rm(videosFolder, { force: true });
    }
    expect(await videosOf(upload)).toEqual([]);
    expect(await images()).toBe(stillsBefore);
    expect(await uploadBytesKept(t, upload)).toBe(true);

    const saved = (await save(upload).expect(201)).body as { id: string; status: string };
    expect(saved.status).toBe('ready');
    expect(await images()).toBe(stillsBefore + 1);
  });

  it('leaves no video, still or invitation behind when inviting its collaborators fails, and the upload can be saved again', async () => {
    const upload = await finishedUpload(t, { ownerId: owner.id, createdBy: owner.id });
    const stillsBefore = await images();
    const form = videoForm(owner.id, upload, { collaboratorEmails: 'first.invited@example.com, refused@example.com' });
    const invited = () => sql<{ email: string }>(t, `SELECT email FROM media.collaborator_invitations WHERE email LIKE '%@example.com' ORDER BY email`);
    // The database refuses the second invitation, after the video, its still and its first invitation were written.
    await sql(t, `CREATE FUNCTION media.refuse_invitation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'invitations are unavailable'; END $$`);
    await sql(t, `CREATE TRIGGER refuse_invitation BEFORE INSERT ON media.collaborator_invitations FOR EACH ROW WHEN (NEW.email = 'refused@example.com') EXECUTE FUNCTION media.refuse_invitation()`);
    try {
      await t.http.post(MANAGED_VIDEOS).set(bearer(owner)).send(form).expect(500);
    } finally {
      await sql(t, 'DROP TRIGGER refuse_invitation ON media.collaborator_invitations');
      await sql(t, 'DROP FUNCTION media.refuse_invitation()');
    }
    expect(await videosOf(upload)).toEqual([]);
    expect(await invited()).toEqual([]);
    expect(await sql(t, 'SELECT 1 FROM media.collaborator_invitation_emails')).toEqual([]);
    expect(await images()).toBe(stillsBefore);
    expect(await uploadBytesKept(t, upload)).toBe(true);

    const saved = (await t.http.post(MANAGED_VIDEOS).set(bearer(owner)).send(form).expect(201)).body as { id: string; collaborators: { name: string }[] };
    expect(saved.collaborators.map((c) => c.name)).toEqual(['first.invited@example.com', 'refused@example.com']);
    expect(await invited()).toEqual([{ email: 'first.invited@example.com' }, { email: 'refused@example.com' }]);
  });
});
