import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../../components/ui/data-table';
import { FallbackImage } from '../../../../components/ui/fallback-image';
import { Modal } from '../../../../components/ui/modal';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney } from '../../../../lib/money';
import { watchPath } from '../video-card';
import { useManagedVideos, useVideoMutations, type ManagedVideo } from '../../api/manage-videos';
import { formatUploaded, VIDEO_TEXT, VIDEOS_PER_PAGE, videosPath, type VideoSort, type VideosSearch } from './video-rules';

export const primaryButton = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';
const rowLink = 'text-neutral-700 underline underline-offset-2 hover:text-neutral-950';

const column = dataColumns<ManagedVideo>();

function CollaboratorsIcon({ video }: { video: ManagedVideo }) {
  const names = video.collaborators.map((c) => `@${c.identifier}`).join(', ');
  return (
    <span role="img" aria-label={`Collaborators: ${names}`} title={names} className="text-neutral-500">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
        <path d="M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4Zm8 0c-.3 0-.7 0-1.1.1 1.2.9 2.1 2.1 2.1 3.9v2h7v-2c0-2.7-5.3-4-8-4Z" />
      </svg>
    </span>
  );
}

/** The donations' sum in the video's currency (minor units), or N/A when donations are off. */
const donationsText = (video: ManagedVideo): string => (video.donationsSum === 'N/A' ? 'N/A' : formatMoney(video.donationsSum, video.currency));

/** Column ids are the API's sort keys where a column sorts. */
const columns = (ownerId: string, username: string, onRemoveMe: (video: ManagedVideo) => void) =>
  column.columns([
    column.accessor('title', {
      header: 'Video',
      cell: ({ row: { original: video } }) => (
        <div className="flex items-center gap-3">
          <FallbackImage src={video.thumbnail} fallback="video" alt="" loading="lazy" className="h-12 w-20 rounded object-cover" />
          <span className="max-w-xs truncate font-medium" title={video.title}>
            {video.title}
          </span>
        </div>
      ),
    }),
    column.accessor('membersOnly', { header: 'Visibility', enableSorting: false, cell: ({ getValue }) => (getValue() ? 'Members Only' : 'Public') }),
    column.display({ id: 'collaborators', header: 'Collaborators', cell: ({ row: { original: video } }) => (video.collaborators.length > 0 ? <CollaboratorsIcon video={video} /> : null) }),
    column.accessor('donationsSum', { header: 'Donations', enableSorting: false, cell: ({ row }) => donationsText(row.original) }),
    column.accessor('viewCount', { header: 'Views' }),
    column.accessor('likeCount', { header: 'Likes' }),
    column.accessor('uploadedAt', { header: 'Uploaded', cell: ({ getValue }) => <span className="whitespace-nowrap">{formatUploaded(getValue())}</span> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: video } }) => (
        <nav aria-label={`Manage ${video.title}`} className="flex gap-3 whitespace-nowrap">
          {video.owner.id === ownerId ? (
            <AppLink href={`${videosPath(username)}/edit/${video.id}`} className={rowLink}>
              Edit
            </AppLink>
          ) : null}
          <AppLink href={watchPath(video.id)} className={rowLink}>
            Watch
          </AppLink>
          {video.owner.id !== ownerId && (
            <button type="button" className={`${rowLink} text-red-700`} onClick={() => onRemoveMe(video)}>
              Remove me
            </button>
          )}
        </nav>
      ),
    }),
  ]);

/**
 * /manage/{username}/videos (seed 001 §2.4): the owner's videos and those they collaborate on, 10 a page, searched
 * and sorted on the server. The owner edits theirs; a collaborator watches or leaves a video.
 */
export function VideosPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: VideosSearch; onSearchChange: (patch: VideosSearch) => void }) {
  const query = search.query ?? '';
  const page = search.page ?? 1;
  const videos = useManagedVideos({ ownerId, page, perPage: VIDEOS_PER_PAGE, ...(query ? { query } : {}), ...(search.sort ? { sort: search.sort, direction: search.direction ?? 'asc' } : {}) });
  const { removeCollaborator } = useVideoMutations();
  const [leaving, setLeaving] = useState<ManagedVideo>();

  const removeMe = async (video: ManagedVideo) => {
    try {
      await removeCollaborator.mutateAsync({ params: { path: { id: video.id, collaboratorId: ownerId }, query: { ownerId } } });
      toast.success(VIDEO_TEXT.removedMe);
      setLeaving(undefined);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  if (videos.isLoading) return <div role="status" aria-label="Loading videos" className="py-24" />;
  if (videos.error || !videos.data) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {errorMessage(videos.error, 'Unable to load videos. Please try again later.')}
      </p>
    );
  }
  const { data: rows, totalCount } = videos.data;
  const pages = { page, totalCount, perPage: VIDEOS_PER_PAGE, onPage: (next: number) => onSearchChange({ page: next > 1 ? next : undefined }) };
  const upload = (label: string) => (
    <AppLink href={`${videosPath(username)}/new`} className={primaryButton}>
      {label}
    </AppLink>
  );

  return (
    <section aria-label="Videos" className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Videos</h1>
      {totalCount === 0 && !query ? (
        <div className="rounded-xl border border-dashed border-neutral-300 p-10 text-center">
          <p className="text-lg font-semibold">{VIDEO_TEXT.emptyTitle}</p>
          <div className="mt-4 flex justify-center">{upload(VIDEO_TEXT.emptyAction)}</div>
        </div>
      ) : (
        <>
          <div role="toolbar" aria-label="List actions" className="flex flex-wrap items-center gap-3">
            <SearchBox value={query} label="Search videos" onSearch={(text) => onSearchChange({ query: text || undefined, page: undefined })} />
            <div className="ml-auto">{upload('Upload New Video')}</div>
          </div>
          {rows.length === 0 ? (
            <>
              <p className="py-12 text-center text-lg font-semibold">No results</p>
              <Pagination className="justify-end" {...pages} />
            </>
          ) : (
            <DataTable
              label="Videos"
              columns={columns(ownerId, username, setLeaving)}
              data={rows}
              rowKey={(video) => video.id}
              sort={{ sortBy: search.sort, sortOrder: search.direction }}
              onSort={(next) => onSearchChange({ sort: next.sortBy as VideoSort, direction: next.sortOrder, page: undefined })}
              pagination={pages}
              align="middle"
            />
          )}
        </>
      )}
      {leaving && (
        <Modal
          title={VIDEO_TEXT.removeMeTitle}
          onClose={() => setLeaving(undefined)}
          closeLabel="Cancel"
          action={
            <button type="button" disabled={removeCollaborator.isPending} onClick={() => void removeMe(leaving)} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50">
              Remove me
            </button>
          }
        >
          {VIDEO_TEXT.removeMeText}
        </Modal>
      )}
    </section>
  );
}
