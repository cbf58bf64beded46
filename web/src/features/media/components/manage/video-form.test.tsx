import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import type { ManagedVideoDetail, OwnerTier } from '../../api/manage-videos';
import { VideoForm } from './video-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The file goes through tus, which cannot run against a server in jsdom: a stand-in whose success the test plays.
const tus = vi.hoisted(() => ({ uploads: [] as { options: UploadOptions }[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {
      tus.uploads.push(this);
    }
  },
}));

beforeEach(() => {
  tus.uploads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const listPath = '/manage/riverside/videos';
const passthroughUuid = '0b8f2d7a-5a8e-4f59-9a57-3e0c1e1f4a21';
const tiers = [
  { id: 't1', name: 'Friends', archived: false },
  { id: 't2', name: 'Patrons', archived: false },
  { id: 't3', name: 'Old tier', archived: true },
] as OwnerTier[];

const saved: ManagedVideoDetail = {
  id: 'v1',
  title: 'Backstage at the Blue Room',
  thumbnail: '/client_side_api/v1/file_uploads/auto1',
  membersOnly: false,
  uploadedAt: '2026-03-08T12:00:00.000Z',
  donationsSum: 'N/A',
  currency: 'usd',
  viewCount: 3,
  likeCount: 1,
  owner: { id: ownerId },
  collaborators: [{ identifier: 'maya', uuid: 'u2', name: 'Maya Lind', avatar: null }],
  url: '/watch/v1',
  description: 'Rehearsal night.',
  tags: ['jazz', 'live'],
  visibility: 'public',
  membershipTierIds: [],
  posterSource: 'auto-generated',
  coverImage: 'auto1',
  durationSeconds: 3,
  status: 'ready',
};

type Method = typeof fetchClient.POST;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Method>;
const errors = () => vi.mocked(toast.error).mock.calls.map(([message]) => message);

async function renderForm(video?: ManagedVideoDetail) {
  const rendered = renderWithProviders(<VideoForm ownerId={ownerId} username="riverside" saved={video} tiers={tiers} />, { path: video ? `${listPath}/edit/${video.id}` : `${listPath}/new` });
  await screen.findByLabelText(/^Title/);
  return rendered;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function uploadClip() {
  vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ data: { url: '/client_side_api/v1/video_uploads', passthroughUuid } }) as ReturnType<typeof fetchClient.GET>);
  fireEvent.change(screen.getByLabelText('Choose video file'), { target: { files: [new File(['0123456789'], 'clip.mp4', { type: 'video/mp4' })] } });
  await waitFor(() => expect(tus.uploads).toHaveLength(1));
  act(() => tus.uploads[0]!.options.onSuccess!({ lastResponse: {} as never }));
}

describe('video form', () => {
  it('asks for the title, description and a finished upload, then for a tier when members only, before sending anything', async () => {
    const post = vi.spyOn(fetchClient, 'POST');
    await renderForm();
    save();
    await waitFor(() => expect(errors()).toEqual(['Please fill out all required fields.']));

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Quartet rehearsal' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'The first run-through.' } });
    save();
    // Still no video file.
    await waitFor(() => expect(errors()).toHaveLength(2));
    expect(errors()[1]).toBe('Please fill out all required fields.');

    await uploadClip();
    fireEvent.click(screen.getByLabelText('Members Only'));
    const tierBox = screen.getByRole('group', { name: /Membership tiers/ });
    // Hidden tiers are not offered for new choices.
    expect(within(tierBox).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Friends', 'Patrons']);
    save();
    await waitFor(() => expect(errors()).toHaveLength(3));
    expect(errors()[2]).toBe('Please select at least one membership tier');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the save payload with the upload and comma lists, then returns to the list', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: saved }));
    const { router } = await renderForm();
    await uploadClip();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: ' Quartet rehearsal ' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'The first run-through.' } });
    fireEvent.change(screen.getByLabelText(/^Tags/), { target: { value: 'jazz, live,, jazz ' } });
    fireEvent.click(screen.getByLabelText('Members Only'));
    fireEvent.click(screen.getByLabelText('Patrons'));
    fireEvent.click(screen.getByLabelText('Friends'));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos', expect.objectContaining({
      body: {
        ownerId,
        title: 'Quartet rehearsal',
        description: 'The first run-through.',
        tags: 'jazz,live',
        visibility: 'members_only',
        membershipTierIds: 't1,t2',
        posterSource: 'auto-generated',
        collaboratorIds: '',
        passthroughUuid,
        filename: 'clip.mp4',
        bytesize: 10,
      },
    }));
  });

  it("shows the API's refusal, or 'Failed to save video', and stays on the form", async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH').mockImplementationOnce(() => answer({ error: { message: 'Please select at least one membership tier' } }) as ReturnType<typeof fetchClient.PATCH>);
    patch.mockImplementationOnce(() => answer({ error: {} }) as ReturnType<typeof fetchClient.PATCH>);
    const { router } = await renderForm(saved);
    save();
    await waitFor(() => expect(errors()).toEqual(['Please select at least one membership tier']));
    save();
    await waitFor(() => expect(errors()).toEqual(['Please select at least one membership tier', 'Failed to save video']));
    expect(patch).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos/{id}', expect.objectContaining({ params: { path: { id: 'v1' }, query: { ownerId } } }));
    expect(router.state.location.pathname).toBe(`${listPath}/edit/v1`);
  });

  it('adds and removes collaborators of a saved video at once', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ data: [{ id: 'u3', name: 'Theo Park', username: 'theo', avatar: null, type: 'user' }] }) as ReturnType<typeof fetchClient.GET>);
    const post = vi.spyOn(fetchClient, 'POST').mockImplementationOnce(() => answer({ error: { message: 'Forbidden resource' } }));
    const remove = vi.spyOn(fetchClient, 'DELETE').mockImplementation(() => answer({ data: true }) as ReturnType<typeof fetchClient.DELETE>);
    await renderForm(saved);
    fireEvent.change(screen.getByLabelText('Search for a person or organization, or type an email'), { target: { value: 'theo' } });
    fireEvent.click(await screen.findByRole('button', { name: /Theo Park/ }));
    await waitFor(() => expect(errors()).toEqual(['Failed to add collaborator']));
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).queryByText('Theo Park')).toBeNull();

    post.mockImplementationOnce(() => answer({ data: [] }));
    fireEvent.change(screen.getByLabelText('Search for a person or organization, or type an email'), { target: { value: 'theo' } });
    fireEvent.click(await screen.findByRole('button', { name: /Theo Park/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Collaborator added'));
    expect(post).toHaveBeenLastCalledWith('/client_side_api/v1/profile_management/videos/{id}/collaborators', expect.objectContaining({ params: { path: { id: 'v1' } }, body: { ownerId, collaboratorId: 'u3' } }));
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).getByText('Theo Park')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Maya Lind' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Collaborator removed'));
    expect(remove).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos/{id}/collaborators/{collaboratorId}', expect.objectContaining({ params: { path: { id: 'v1', collaboratorId: 'u2' }, query: { ownerId } } }));
    expect(screen.queryByText('Maya Lind')).toBeNull();
  });

  it('invites an address: a new video sends it with the save, a saved one at once and lists it as invited', async () => {
    const searchFindsNobody = () => answer({ data: [] }) as ReturnType<typeof fetchClient.GET>;
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: saved }));
    const invite = async (email: string) => {
      fireEvent.change(screen.getByLabelText('Search for a person or organization, or type an email'), { target: { value: email } });
      fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    };
    const { router } = await renderForm();
    await uploadClip();
    vi.mocked(fetchClient.GET).mockImplementation(searchFindsNobody);
    await invite('Ines@Example.com');
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).getByText('ines@example.com (Invited)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Quartet rehearsal' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'The first run-through.' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos', expect.objectContaining({ body: expect.objectContaining({ collaboratorIds: '', collaboratorEmails: 'ines@example.com' }) }));
    cleanup();

    vi.spyOn(fetchClient, 'GET').mockImplementation(searchFindsNobody);
    const invited = { identifier: '_invitation', uuid: 'i1', name: 'jo@example.com', avatar: null };
    post.mockImplementationOnce(() => answer({ data: [...saved.collaborators, invited] }));
    await renderForm(saved);
    await invite('jo@example.com');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Collaborator added'));
    expect(post).toHaveBeenLastCalledWith('/client_side_api/v1/profile_management/videos/{id}/collaborators', expect.objectContaining({ params: { path: { id: 'v1' } }, body: { ownerId, email: 'jo@example.com' } }));
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).getByText('jo@example.com (Invited)')).toBeTruthy();

    post.mockImplementationOnce(() => answer({ error: { message: 'Already added' } }));
    await invite('someone@example.com');
    await waitFor(() => expect(errors()).toEqual(['Already added']));
  });

  it('keeps Enter in the collaborator search from submitting the video form', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH');
    await renderForm(saved);
    const search = screen.getByLabelText('Search for a person or organization, or type an email');
    // fireEvent answers false when the default action (the form's implicit submission) was prevented.
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(search, { key: 'a' })).toBe(true);
    expect(patch).not.toHaveBeenCalled();
  });

  it("says 'There was an issue uploading your thumbnail...' for a custom thumbnail over 8 MB", async () => {
    await renderForm(saved);
    fireEvent.click(screen.getByLabelText('Custom image'));
    const image = new File(['x'], 'poster.png', { type: 'image/png' });
    Object.defineProperty(image, 'size', { value: 8 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Upload thumbnail'), { target: { files: [image] } });
    expect((await screen.findByRole('alert')).textContent).toBe('There was an issue uploading your thumbnail...');
  });

  it('deletes a saved video after confirming, and says when it could not', async () => {
    const remove = vi.spyOn(fetchClient, 'DELETE').mockImplementationOnce(() => answer({ error: {} }) as ReturnType<typeof fetchClient.DELETE>);
    const { router } = await renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(errors()).toEqual(['Failed to delete video']));

    remove.mockImplementationOnce(() => answer({ data: true }) as ReturnType<typeof fetchClient.DELETE>);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Video deleted successfully'));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
  });

  it('returns to the list on Cancel', async () => {
    const { router } = await renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
  });
});
