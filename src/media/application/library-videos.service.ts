import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { videoFileKey } from '../domain/video-library.js';
import { VideoRepository } from './ports/video-repository.port.js';
import type { VideoDetails } from './video-details.service.js';
import { VideoThumbnails } from './video-thumbnails.service.js';

/** A finished video file on its way into the library: its bytes and what the probe found. */
export interface LibraryVideoFile {
  /** The bytes from the start; may be read more than once until `keep` has stored them. */
  readStream(): Promise<Readable>;
  durationSeconds: number | null;
  /** 'video/mp4' or 'video/quicktime'. */
  contentType: string | null;
  bytesize: number | null;
  /** The tus upload the file came from; null for files made here (live stream recordings). */
  uploadId: string | null;
  /** Stores the bytes under the library's key (`videos/<videoId>.<ext>`). */
  keep(fileKey: string): Promise<void>;
}

/** Adds videos to an owner's library: the one save path of uploads and of live stream recordings. */
@Injectable()
export class LibraryVideos {
  constructor(
    private readonly videos: VideoRepository,
    private readonly thumbnails: VideoThumbnails,
  ) {}

  /**
   * Saves the file as a ready video with the checked details; the auto-generated thumbnail is stored as an image
   * upload of `uploaderId`. Answers the new video's id.
   */
  async add(ownerId: string, uploaderId: string, details: VideoDetails, file: LibraryVideoFile): Promise<string> {
    const id = randomUUID();
    // The still is taken before the bytes move: a failure leaves the source to retry with.
    const thumbnail = details.posterSource === 'user-upload' ? details.coverImage : await this.thumbnails.generate(await file.readStream(), file.durationSeconds, uploaderId);
    const fileKey = videoFileKey(id, file.contentType);
    await file.keep(fileKey);
    await this.videos.save({
      id,
      ownerId,
      title: details.title,
      description: details.description,
      tags: details.tags,
      visibility: details.visibility,
      membershipTierIds: details.membershipTierIds,
      thumbnail,
      posterSource: details.posterSource,
      status: 'ready',
      durationSeconds: file.durationSeconds,
      uploadId: file.uploadId,
      fileKey,
      contentType: file.contentType,
      bytesize: file.bytesize,
      collaboratorIds: details.collaboratorIds,
    });
    return id;
  }
}
