import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { conflict } from '../../shared/errors.js';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { VIDEO_MESSAGES, videoFileKey, type Video } from '../domain/video-library.js';
import { VideoRepository } from './ports/video-repository.port.js';
import type { VideoDetails } from './video-details.service.js';
import { VideoThumbnails } from './video-thumbnails.service.js';

/** A finished video file on its way into the library: its bytes and what the probe found. */
export interface LibraryVideoFile {
  /** Runs `use` with the bytes at a local path (ffmpeg reads files), until `release`. */
  withLocalFile<T>(use: (path: string) => Promise<T>): Promise<T>;
  durationSeconds: number | null;
  /** 'video/mp4' or 'video/quicktime'. */
  contentType: string | null;
  bytesize: number | null;
  /** The tus upload the file came from; null for files made here (live stream recordings). */
  uploadId: string | null;
  /** Stores a copy of the bytes under the library's key (`videos/<videoId>.<ext>`). */
  keep(fileKey: string): Promise<void>;
  /** Once the video is saved: lets go of the source (an upload's bytes in the upload store). */
  release?(): Promise<void>;
}

/** Adds videos to an owner's library: the one save path of uploads and of live stream recordings. */
@Injectable()
export class LibraryVideos {
  constructor(
    private readonly videos: VideoRepository,
    private readonly thumbnails: VideoThumbnails,
    private readonly files: FileStorage,
  ) {}

  /**
   * Saves the file as a ready video with the checked details; the auto-generated thumbnail is stored as an image
   * upload of `uploaderId`. Answers the new video's id. All or nothing: a save that fails leaves no video, still
   * or copy behind, and the source to save again; an upload already saved (or being saved) is refused with 409.
   * `alongside` writes what else belongs to the new video (its invitations): rows that go with the video when a
   * failure deletes it.
   */
  async add(ownerId: string, uploaderId: string, details: VideoDetails, file: LibraryVideoFile, alongside?: (videoId: string) => Promise<void>): Promise<string> {
    const id = randomUUID();
    const fileKey = videoFileKey(id, file.contentType);
    const custom = details.posterSource === 'user-upload';
    const video: Video = {
      id,
      ownerId,
      title: details.title,
      description: details.description,
      tags: details.tags,
      visibility: details.visibility,
      membershipTierIds: details.membershipTierIds,
      thumbnail: custom ? details.coverImage : null,
      posterSource: details.posterSource,
      status: 'processing',
      durationSeconds: file.durationSeconds,
      uploadId: file.uploadId,
      fileKey: null,
      contentType: file.contentType,
      bytesize: file.bytesize,
      collaboratorIds: details.collaboratorIds,
    };
    // The row claims the upload first (one video per upload): of two saves at once, the second stops here.
    if (!(await this.videos.add(video))) throw conflict(VIDEO_MESSAGES.alreadySaved);
    let still: string | null = null;
    try {
      if (!custom) still = await file.withLocalFile((path) => this.thumbnails.generate(path, file.durationSeconds, uploaderId));
      await file.keep(fileKey);
      await this.videos.save({ ...video, thumbnail: still ?? video.thumbnail, status: 'ready', fileKey });
      await alongside?.(id);
    } catch (error) {
      await Promise.allSettled([this.videos.delete(id), still ? this.thumbnails.remove(still) : null, this.files.delete(fileKey)]);
      throw error;
    }
    await file.release?.();
    return id;
  }
}
