import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api/client';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useManagedVideo, useOwnerTiers, useVideoMutations, type ManagedVideoDetail, type OwnerTier } from '../../api/manage-videos';
import { CollaboratorsField, INVITATION_IDENTIFIER, isInvitation, type Collaborator } from './collaborators-field';
import { VideoUpload, type UploadedVideo } from './video-upload';
import { parseTags, VIDEO_DESCRIPTION_MAX, VIDEO_TEXT, VIDEO_TITLE_MAX, videosPath } from './video-rules';
import { primaryButton } from './videos-page';

const secondaryButton = 'rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-50 disabled:opacity-50';
const inputClass = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';

interface VideoFields {
  title: string;
  description: string;
  /** Comma separated, as typed. */
  tags: string;
  visibility: 'public' | 'members_only';
  membershipTierIds: string[];
  posterSource: 'auto-generated' | 'user-upload';
  /** The custom thumbnail's upload identifier. */
  coverImage: string | null;
}

const fieldsOf = (saved?: ManagedVideoDetail): VideoFields => ({
  title: saved?.title ?? '',
  description: saved?.description ?? '',
  tags: saved?.tags.join(', ') ?? '',
  visibility: saved?.visibility ?? 'public',
  membershipTierIds: saved?.membershipTierIds ?? [],
  posterSource: saved?.posterSource ?? 'auto-generated',
  coverImage: saved?.posterSource === 'user-upload' ? saved.coverImage : null,
});

/** A new video's collaborators as the save payload takes them: profile ids, and the addresses to invite (when any). */
function collaboratorFields(collaborators: Collaborator[]): { collaboratorIds: string; collaboratorEmails?: string } {
  const emails = collaborators.filter(isInvitation).map((c) => c.name);
  const collaboratorIds = collaborators.filter((c) => !isInvitation(c)).map((c) => c.uuid).join(',');
  return emails.length ? { collaboratorIds, collaboratorEmails: emails.join(',') } : { collaboratorIds };
}

/** Seed 001 §5: what the form refuses before anything is sent, or null. */
export function videoFormProblem(fields: VideoFields, hasVideo: boolean): string | null {
  if (!fields.title.trim() || !fields.description.trim() || !hasVideo || (fields.posterSource === 'user-upload' && !fields.coverImage)) return VIDEO_TEXT.required;
  if (fields.visibility === 'members_only' && fields.membershipTierIds.length === 0) return VIDEO_TEXT.tiersRequired;
  return null;
}

function Required() {
  return <span aria-hidden="true"> *</span>;
}

/** /manage/{username}/videos/new and /edit/{id}: the form, once the video (when editing) and the owner's tiers are read. */
export function VideoFormPage({ ownerId, username, videoId }: { ownerId: string; username: string; videoId?: string }) {
  const video = useManagedVideo(videoId ?? '', ownerId, !!videoId);
  const tiers = useOwnerTiers(ownerId);
  if ((videoId && video.isLoading) || tiers.isLoading) return <div role="status" aria-label="Loading video" className="py-24" />;
  if (videoId && !video.data) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {VIDEO_TEXT.fetchFailed}
      </p>
    );
  }
  return <VideoForm ownerId={ownerId} username={username} saved={video.data} tiers={tiers.data ?? []} />;
}

/** The upload (create) and edit form of seed 001 §2.4; save and Cancel return to the list. */
export function VideoForm({ ownerId, username, saved, tiers }: { ownerId: string; username: string; saved?: ManagedVideoDetail; tiers: OwnerTier[] }) {
  const router = useRouter();
  const listPath = videosPath(username);
  const { create, update, remove, addCollaborator, removeCollaborator } = useVideoMutations();
  const { register, control, handleSubmit, setValue, formState } = useForm<VideoFields>({ defaultValues: fieldsOf(saved) });
  const [visibility, posterSource, coverImage, chosenTiers] = useWatch({ control, name: ['visibility', 'posterSource', 'coverImage', 'membershipTierIds'] });
  const [video, setVideo] = useState<UploadedVideo | null>(null);
  const [collaborators, setCollaborators] = useState<Collaborator[]>(saved?.collaborators ?? []);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const done = useRef(false);
  const editing = !!saved;

  // Unsaved changes (a new video's file or collaborators too) ask before leaving; an edit's collaborators are saved at once.
  // While the file is sending, the upload asks its own question instead.
  const dirty = formState.isDirty || (!editing && (!!video || collaborators.length > 0));
  useLeavePrompt(() => dirty && !uploading && !done.current);

  const backToList = () => {
    done.current = true;
    return router.navigate({ href: listPath });
  };

  const save = async (fields: VideoFields) => {
    const problem = videoFormProblem(fields, editing || !!video);
    if (problem) return void toast.error(problem);
    const common = {
      ownerId,
      title: fields.title.trim(),
      description: fields.description.trim(),
      tags: parseTags(fields.tags).join(','),
      visibility: fields.visibility,
      membershipTierIds: fields.visibility === 'members_only' ? fields.membershipTierIds.join(',') : '',
      posterSource: fields.posterSource,
      ...(fields.posterSource === 'user-upload' && fields.coverImage ? { coverImage: fields.coverImage } : {}),
    };
    try {
      if (saved) await update.mutateAsync({ params: { path: { id: saved.id }, query: { ownerId } }, body: common });
      else if (video) await create.mutateAsync({ body: { ...common, ...collaboratorFields(collaborators), ...video } });
    } catch (error) {
      return void toast.error(errorMessage(error, VIDEO_TEXT.saveFailed));
    }
    toast.success(saved ? 'Video updated successfully' : 'Video uploaded successfully');
    await backToList();
  };

  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    void backToList();
  };

  const confirmDelete = async () => {
    if (!saved) return;
    try {
      await remove.mutateAsync({ params: { path: { id: saved.id }, query: { ownerId } } });
    } catch (error) {
      return void toast.error(errorMessage(error, VIDEO_TEXT.deleteFailed));
    }
    toast.success(VIDEO_TEXT.deleted);
    await backToList();
  };

  // A new video keeps its collaborators until it is saved; a saved one adds and removes them at once.
  const addOne = async (collaborator: Collaborator) => {
    if (!saved) return setCollaborators((list) => [...list, collaborator]);
    try {
      await addCollaborator.mutateAsync({ params: { path: { id: saved.id } }, body: { ownerId, collaboratorId: collaborator.uuid } });
      setCollaborators((list) => [...list, collaborator]);
      toast.success(VIDEO_TEXT.collaboratorAdded);
    } catch {
      toast.error(VIDEO_TEXT.collaboratorAddFailed);
    }
  };
  // An address is invited: a new video sends its invitations when saved, a saved one at once (the API answers the list with it).
  const inviteOne = async (email: string) => {
    if (!saved) return setCollaborators((list) => [...list, { uuid: email, identifier: INVITATION_IDENTIFIER, name: email }]);
    try {
      setCollaborators(await addCollaborator.mutateAsync({ params: { path: { id: saved.id } }, body: { ownerId, email } }));
      toast.success(VIDEO_TEXT.collaboratorAdded);
    } catch (error) {
      toast.error(errorMessage(error, VIDEO_TEXT.collaboratorAddFailed));
    }
  };
  const removeOne = async (collaborator: Collaborator) => {
    const without = (list: Collaborator[]) => list.filter((c) => c.uuid !== collaborator.uuid);
    if (!saved) return setCollaborators(without);
    try {
      await removeCollaborator.mutateAsync({ params: { path: { id: saved.id, collaboratorId: collaborator.uuid }, query: { ownerId } } });
      setCollaborators(without);
      toast.success(VIDEO_TEXT.collaboratorRemoved);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  const tierChoices = tiers.filter((tier) => !tier.archived || chosenTiers.includes(tier.id));
  const submitting = formState.isSubmitting;

  return (
    <section aria-label={saved ? 'Edit video' : 'Upload video'} className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{saved ? 'Edit video' : 'Upload New Video'}</h1>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-6">
        {!saved && (
          <div>
            <p className="mb-1 text-sm font-medium">
              Video file
              <Required />
            </p>
            <VideoUpload ownerId={ownerId} onChange={setVideo} onBusyChange={setUploading} />
          </div>
        )}
        <label className="text-sm font-medium">
          Title
          <Required />
          <input className={inputClass} maxLength={VIDEO_TITLE_MAX} aria-required="true" {...register('title')} />
        </label>
        <label className="text-sm font-medium">
          Description
          <Required />
          <textarea rows={5} maxLength={VIDEO_DESCRIPTION_MAX} className={inputClass} aria-required="true" {...register('description')} />
        </label>
        <label className="text-sm font-medium">
          Tags
          <input className={inputClass} placeholder="jazz, live, rehearsal" aria-describedby="video-tags-hint" {...register('tags')} />
          <span id="video-tags-hint" className="mt-1 block text-xs font-normal text-neutral-500">
            Separate tags with commas
          </span>
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Visibility</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="public" {...register('visibility')} /> Public
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="members_only" {...register('visibility')} /> Members Only
          </label>
        </fieldset>
        {visibility === 'members_only' && (
          <fieldset className="rounded-lg border border-neutral-200 p-4">
            <legend className="px-1 text-sm font-medium">
              Membership tiers
              <Required />
            </legend>
            {tierChoices.length ? (
              <div className="grid gap-2 sm:grid-cols-2">
                {tierChoices.map((tier) => (
                  <label key={tier.id} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" value={tier.id} {...register('membershipTierIds')} />
                    {tier.name}
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm text-neutral-600">You don't have any membership tiers yet.</p>
            )}
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Thumbnail</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="auto-generated" {...register('posterSource')} /> Auto-generated from the video
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="user-upload" {...register('posterSource')} /> Custom image
          </label>
          {posterSource === 'user-upload' && (
            <ImageUpload
              label="Thumbnail"
              failedMessage={VIDEO_TEXT.thumbnailFailed}
              value={coverImage}
              previewUrl={saved && coverImage === saved.coverImage ? saved.thumbnail : undefined}
              onChange={(id) => setValue('coverImage', id, { shouldDirty: true })}
            />
          )}
        </fieldset>
        <CollaboratorsField ownerId={ownerId} value={collaborators} busy={addCollaborator.isPending || removeCollaborator.isPending} onAdd={(c) => void addOne(c)} onInvite={(email) => void inviteOne(email)} onRemove={(c) => void removeOne(c)} />
        <div className="flex flex-wrap items-center gap-2">
          {saved && (
            <button type="button" className="rounded-full px-5 py-2 text-sm font-medium text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
              Delete video
            </button>
          )}
          <div className="ml-auto flex gap-2">
            <button type="button" onClick={cancel} className={secondaryButton}>
              Cancel
            </button>
            <button type="submit" disabled={submitting} aria-busy={submitting || undefined} className={primaryButton}>
              {submitting ? 'Saving…' : 'Save'}
            </button>
          </div>
        </div>
      </form>
      {deleting && (
        <Modal
          title="Delete video"
          onClose={() => setDeleting(false)}
          closeLabel="Cancel"
          action={
            <button type="button" disabled={remove.isPending} onClick={() => void confirmDelete()} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50">
              Delete
            </button>
          }
        >
          {`Permanently delete ${saved?.title ?? 'this video'}? This action cannot be undone`}
        </Modal>
      )}
    </section>
  );
}
