import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { TicketDates } from '../../ticketing/contracts/ticket-dates.js';
import { Clock } from '../../shared/clock.js';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { recordingDescription, recordingTitle } from '../domain/live-recording.js';
import { LibraryVideos } from './library-videos.service.js';
import { BroadcastRepository } from './ports/broadcast-repository.port.js';
import { VideoProbe } from './ports/video-probe.port.js';

/** The MP4 the ingest made of a finished stream, on this machine's disk. */
export interface StreamRecording {
  path: string;
  bytesize: number;
  readStream(): Promise<Readable>;
}

/** What the RTMP ingest asks and tells about the broadcasts it streams. */
@Injectable()
export class LiveBroadcasts {
  constructor(
    private readonly broadcasts: BroadcastRepository,
    private readonly dates: TicketDates,
    private readonly library: LibraryVideos,
    private readonly probe: VideoProbe,
    private readonly files: FileStorage,
    private readonly clock: Clock,
  ) {}

  /** The broadcast a publisher with this stream key streams to, or null: unknown keys and external links are refused. */
  async publishing(streamKey: string): Promise<string | null> {
    const broadcast = await this.broadcasts.byStreamKey(streamKey);
    return broadcast?.kind === 'live' ? broadcast.id : null;
  }

  async started(broadcastId: string): Promise<void> {
    await this.broadcasts.markLive(broadcastId, this.clock.now());
  }

  async ended(broadcastId: string): Promise<void> {
    await this.broadcasts.markEnded(broadcastId, this.clock.now());
  }

  /**
   * Keeps the recording as a video of the broadcast's owner (its visibility and tiers as the broadcast's
   * settings say, an auto-generated thumbnail), linked from the broadcast. Answers the video's id, or null when
   * the broadcast is gone.
   */
  async keepRecording(broadcastId: string, recording: StreamRecording): Promise<string | null> {
    const broadcast = await this.broadcasts.get(broadcastId);
    if (!broadcast) return null;
    const ticketDate = await this.dates.ofDate(broadcast.eventDateId);
    const [name, startsAt, timezone] = ticketDate ? [ticketDate.event.name, ticketDate.date.startsAt, ticketDate.event.timezone] : ['Live stream', broadcast.startedAt ?? this.clock.now(), 'UTC'];
    const probed = await this.probe.probe(recording.path);
    const visibility = broadcast.recordingVisibility;
    // No user saves a recording: the owner is the uploader of its thumbnail.
    const videoId = await this.library.add(
      broadcast.ownerId,
      broadcast.ownerId,
      {
        title: recordingTitle(name, startsAt, timezone),
        description: recordingDescription(name, startsAt, timezone),
        tags: [],
        visibility,
        membershipTierIds: visibility === 'members_only' ? broadcast.recordingTierIds : [],
        posterSource: 'auto-generated',
        coverImage: null,
        collaboratorIds: [],
      },
      {
        withLocalFile: (use) => use(recording.path),
        durationSeconds: probed?.durationSeconds != null ? Math.round(probed.durationSeconds) : null,
        contentType: 'video/mp4',
        bytesize: recording.bytesize,
        uploadId: null,
        keep: async (fileKey) => this.files.put(fileKey, await recording.readStream(), 'video/mp4'),
      },
    );
    await this.broadcasts.setRecording(broadcastId, videoId);
    return videoId;
  }
}
