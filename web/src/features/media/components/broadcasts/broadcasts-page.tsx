import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { ErrorScreen } from '../../../../components/layouts/error-screen';
import { NotFound } from '../../../../components/layouts/not-found';
import { AppLink } from '../../../../components/ui/app-link';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api/client';
import { useCopied } from '../../../../lib/use-copied';
import { useBroadcastMutations, useManagedBroadcasts, type BroadcastBody, type ManagedBroadcast, type ManagedDate } from '../../api/broadcasts';
import { ownerTiersQuery, type OwnerTier } from '../../api/manage-videos';
import { watchPath } from '../video-card';
import { BROADCAST_TEXT, formatBroadcastDay, formatBroadcastTime, isValidStreamLink } from '../../broadcast-rules';

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';
const button = 'rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-medium disabled:opacity-60';

const STATUS_LABELS: Record<ManagedBroadcast['status'], string> = { idle: 'Not started', live: 'Live', ended: 'Ended' };

interface StreamFields {
  kind: 'live' | 'external' | '';
  externalUrl: string;
  recordingVisibility: ManagedBroadcast['recordingVisibility'];
  recordingTierIds: string[];
}

const fieldsOf = (broadcast: ManagedBroadcast | null): StreamFields => ({
  kind: broadcast?.kind ?? '',
  externalUrl: broadcast?.externalUrl ?? '',
  recordingVisibility: broadcast?.recordingVisibility ?? 'public',
  recordingTierIds: broadcast?.recordingTierIds ?? [],
});

/** The form's problem, in the seeds' words, or the body the API takes. */
export function streamBody(fields: StreamFields): { error: string } | { body: BroadcastBody } {
  if (fields.kind === 'external') {
    if (!isValidStreamLink(fields.externalUrl)) return { error: BROADCAST_TEXT.invalidLink };
    return { body: { kind: 'external', externalUrl: fields.externalUrl.trim() } };
  }
  if (fields.recordingVisibility === 'members_only' && fields.recordingTierIds.length === 0) return { error: BROADCAST_TEXT.tiersRequired };
  return {
    body: {
      kind: 'live',
      recordingVisibility: fields.recordingVisibility,
      recordingTierIds: fields.recordingVisibility === 'members_only' ? fields.recordingTierIds : [],
    },
  };
}

/**
 * /management/courses/{id}/broadcasts: for each online date, a Limelight live stream (the server address and secret
 * key for the streaming software, and how its recording is published) or an external link. `ownerId` names whose
 * membership tiers a members-only recording chooses from; `timezone` is the event's.
 */
export function BroadcastsPage({ eventId, ownerId, timezone }: { eventId: string; ownerId: string | undefined; timezone: string }) {
  const query = useManagedBroadcasts(eventId);
  const tiers = useQuery({ ...ownerTiersQuery(ownerId ?? ''), enabled: !!ownerId });
  if (query.isLoading) return <main className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" />;
  if (!query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={query.error?.message ?? 'Please try again later'} />;
  }
  const { rtmpUrl, dates } = query.data;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <AppLink href={`/event/${eventId}`} className="text-sm text-neutral-600 underline">
          Back to the event
        </AppLink>
        <h1 className="text-2xl font-semibold">Video</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Stream each online date with Limelight (from OBS or any RTMP streaming software; the recording becomes a video of your library) or give a link to
          YouTube, Vimeo, an HLS stream or a meeting.
        </p>
      </div>
      {dates.length === 0 && <p className="py-12 text-center text-neutral-600">This event has no dates with online tickets.</p>}
      {dates.map((date) => (
        <DateStream key={date.dateId} eventId={eventId} date={date} rtmpUrl={rtmpUrl} timezone={timezone} tiers={tiers.data ?? []} />
      ))}
    </main>
  );
}

function DateStream({ eventId, date, rtmpUrl, timezone, tiers }: { eventId: string; date: ManagedDate; rtmpUrl: string; timezone: string; tiers: OwnerTier[] }) {
  const { save } = useBroadcastMutations(eventId);
  const [error, setError] = useState<string>();
  // The saved broadcast (after each save) resets the form.
  const { register, control, handleSubmit, formState } = useForm<StreamFields>({ values: fieldsOf(date.broadcast) });
  const [kind, visibility, chosenTiers] = useWatch({ control, name: ['kind', 'recordingVisibility', 'recordingTierIds'] });
  const broadcast = date.broadcast;
  const label = `${formatBroadcastDay(date.startsAt, timezone)} · ${formatBroadcastTime(date.startsAt, timezone)}`;
  const tierChoices = tiers.filter((tier) => !tier.archived || chosenTiers.includes(tier.id));

  const onSubmit = handleSubmit(async (fields) => {
    const checked = streamBody(fields);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    try {
      await save(date.dateId, checked.body);
      toast.success(BROADCAST_TEXT.saved);
    } catch (refusal) {
      setError(errorMessage(refusal));
    }
  });

  return (
    <section aria-label={label} className="rounded-xl border border-neutral-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{label}</h2>
        {broadcast?.kind === 'live' && <span className="rounded-full bg-neutral-100 px-3 py-0.5 text-sm">{STATUS_LABELS[broadcast.status]}</span>}
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-3 flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-6">
          <legend className="mb-1 text-sm font-medium">Stream</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="live" {...register('kind')} />
            Limelight live stream
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="external" {...register('kind')} />
            External link
          </label>
        </fieldset>
        {kind === 'external' && (
          <label className="text-sm font-medium">
            Stream link
            <input type="url" placeholder="https://" className={input} {...register('externalUrl')} />
            <span className="mt-1 block font-normal text-neutral-600">YouTube Live, Vimeo, an HLS (.m3u8) address or a meeting link.</span>
          </label>
        )}
        {kind === 'live' && (
          <div className="flex flex-col gap-3">
            <label className="text-sm font-medium">
              Recording visibility
              <select className={input} {...register('recordingVisibility')}>
                <option value="public">Public</option>
                <option value="members_only">Members only</option>
              </select>
            </label>
            {visibility === 'members_only' && (
              <fieldset>
                <legend className="text-sm font-medium">Membership tiers</legend>
                {tierChoices.length ? (
                  tierChoices.map((tier) => (
                    <label key={tier.id} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" value={tier.id} {...register('recordingTierIds')} />
                      {tier.name}
                    </label>
                  ))
                ) : (
                  <p className="text-sm text-neutral-600">You don't have any membership tiers yet.</p>
                )}
              </fieldset>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {kind && (
          <div>
            <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-5 py-2 text-sm font-medium text-white disabled:opacity-60">
              Save
            </button>
          </div>
        )}
      </form>
      {broadcast?.kind === 'live' && <LiveSettings eventId={eventId} dateId={date.dateId} broadcast={broadcast} rtmpUrl={rtmpUrl} />}
      {broadcast && (
        <p className="mt-4 text-sm">
          Viewers watch at{' '}
          <AppLink href={broadcast.url} className="underline">
            {`${window.location.origin}${broadcast.url}`}
          </AppLink>
        </p>
      )}
    </section>
  );
}

/** What the streaming software needs, and the recording once the stream has ended. */
function LiveSettings({ eventId, dateId, broadcast, rtmpUrl }: { eventId: string; dateId: string; broadcast: ManagedBroadcast; rtmpUrl: string }) {
  const { regenerateKey } = useBroadcastMutations(eventId);
  const [confirming, setConfirming] = useState(false);
  const regenerate = async () => {
    setConfirming(false);
    try {
      await regenerateKey(dateId);
      toast.success(BROADCAST_TEXT.keyRegenerated);
    } catch (refusal) {
      toast.error(errorMessage(refusal));
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg bg-neutral-50 p-3">
      <CopyField label="Server URL" value={rtmpUrl} />
      <CopyField label="Stream key" value={broadcast.streamKey} />
      <p className="text-sm text-neutral-600">Keep the stream key secret: anyone who has it can stream to this date.</p>
      <div>
        <button type="button" className={button} onClick={() => setConfirming(true)}>
          Regenerate key
        </button>
      </div>
      {confirming && (
        <Modal
          title="Regenerate the stream key?"
          onClose={() => setConfirming(false)}
          closeLabel="Cancel"
          action={
            <button type="button" className="rounded-full bg-red-600 px-5 py-2 text-sm font-medium text-white" onClick={() => void regenerate()}>
              Regenerate
            </button>
          }
        >
          The current key stops working for new streams; update it in your streaming software. A stream that is live now keeps running until it stops.
        </Modal>
      )}
      {broadcast.status === 'ended' &&
        (broadcast.recordingVideoId ? (
          <AppLink href={watchPath(broadcast.recordingVideoId)} className="text-sm underline">
            Watch the recording
          </AppLink>
        ) : (
          <p className="text-sm text-neutral-600">The recording is being prepared.</p>
        ))}
    </div>
  );
}

/** A value for the streaming software, read-only (selectable by hand too) with its copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const { copied, copy } = useCopied();
  const onCopy = async () => {
    try {
      await copy(value);
    } catch {
      return; // No clipboard here (an insecure page or a refusal): the value stays shown to copy by hand.
    }
    toast.success(BROADCAST_TEXT.copied);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="w-24 font-medium">
        {label}
      </label>
      <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} className="min-w-0 flex-1 rounded bg-white px-2 py-1 font-mono" />
      <button type="button" className={button} aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void onCopy()}>
        {copied ? BROADCAST_TEXT.copied : 'Copy'}
      </button>
    </div>
  );
}
