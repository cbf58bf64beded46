import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { NotFound } from '../../../components/layouts/not-found';
import { ApiError } from '../../../lib/api/client';
import { titleFrom, useDocumentMeta } from '../../../lib/document-meta';
import { loginSearch } from '../../../lib/login';
import { useViewerBroadcast, type ViewerBroadcast } from '../api/broadcasts';
import { useIsLoggedIn } from '../api/watch';
import { BROADCAST_TEXT, externalView, formatBroadcastDay, formatBroadcastTime } from '../broadcast-rules';
import { LivePlayer } from './live-player';
import { watchPath } from './video-card';

const STREAM_FAILED = 'Sorry! We had a problem fetching that stream.';
const primary = 'inline-block rounded-full bg-brand px-6 py-3 font-medium text-white hover:opacity-90';

/**
 * /b/{id}: an online date's stream for its ticket holders and the event's managers: 'starting soon' with the start
 * in the event's time zone, the live player (or the external link) and, once ended, the recording. Anyone else is
 * told the stream is for ticket holders, with the way to the event (and to login when logged out).
 */
export function BroadcastPage({ id }: { id: string }) {
  const query = useViewerBroadcast(id);
  useDocumentMeta(titleFrom(query, (broadcast) => `Live: ${broadcast.eventName}`, 'Live stream'));
  if (query.isLoading) return <main className="mx-auto max-w-5xl px-4 py-8" aria-busy="true" />;
  if (!query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <main className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {STREAM_FAILED}
        </p>
      </main>
    );
  }
  const broadcast = query.data;
  const starts = `${formatBroadcastDay(broadcast.startsAt, broadcast.timezone)} at ${formatBroadcastTime(broadcast.startsAt, broadcast.timezone)}`;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      <div>
        <AppLink href={`/event/${broadcast.eventId}`} className="text-sm text-neutral-600 underline">
          {broadcast.eventName}
        </AppLink>
        <h1 className="text-2xl font-bold md:text-3xl">{broadcast.eventName}</h1>
        <p className="text-neutral-600">{starts}</p>
      </div>
      {broadcast.canWatch ? <Stream broadcast={broadcast} starts={starts} /> : <NotAllowed broadcast={broadcast} />}
    </main>
  );
}

function Stream({ broadcast, starts }: { broadcast: ViewerBroadcast; starts: string }) {
  if (broadcast.status === 'ended')
    return (
      <Panel title="This stream has ended">
        {broadcast.recordingVideoId ? (
          <AppLink href={watchPath(broadcast.recordingVideoId)} className={primary}>
            Watch the recording
          </AppLink>
        ) : (
          broadcast.kind === 'live' && <p>The recording will be available soon.</p>
        )}
      </Panel>
    );
  if (broadcast.kind === 'external' && broadcast.externalUrl) return <External link={broadcast.externalUrl} title={broadcast.eventName} />;
  if (broadcast.status === 'live' && broadcast.playlistUrl) return <LivePlayer src={broadcast.playlistUrl} label={`${broadcast.eventName} live stream`} />;
  return (
    <Panel title="Starting soon">
      <p>The stream starts {starts}. This page updates by itself when it begins.</p>
    </Panel>
  );
}

/** YouTube and Vimeo play embedded, an HLS address in the player; a meeting opens in its own tab. */
function External({ link, title }: { link: string; title: string }) {
  const view = externalView(link);
  if (view.type === 'embed')
    return (
      <iframe
        src={view.src}
        title={`${title} live stream`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  if (view.type === 'hls') return <LivePlayer src={view.src} label={`${title} live stream`} />;
  return (
    <Panel title="The stream takes place online">
      <a href={view.href} target="_blank" rel="noreferrer" className={primary}>
        Join the stream
      </a>
    </Panel>
  );
}

function NotAllowed({ broadcast }: { broadcast: ViewerBroadcast }) {
  const { loggedIn, isLoading } = useIsLoggedIn();
  return (
    <Panel title={BROADCAST_TEXT.forTicketHolders}>
      <p>Get an online ticket for this date on the event page to watch.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <AppLink href={`/event/${broadcast.eventId}`} className={primary}>
          Go to the event
        </AppLink>
        {!loggedIn && !isLoading && (
          <Link to="/auth" search={loginSearch(`/b/${broadcast.id}`)} className="inline-block rounded-full border border-neutral-300 px-6 py-3 font-medium">
            Log in
          </Link>
        )}
      </div>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-xl bg-neutral-100 p-6 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
