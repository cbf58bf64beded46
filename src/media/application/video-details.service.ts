import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { MembershipAccess } from '../../membership/contracts/membership-access.js';
import { invalid } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { commaList, VIDEO_MESSAGES, type PosterSource, type Video, type Visibility } from '../domain/video-library.js';
import { UploadRepository } from './ports/upload-repository.port.js';

/** The save form's fields as sent (seed 001 §3): lists are comma separated; absent fields keep what the video has. */
export interface VideoInput {
  title?: string;
  description?: string;
  tags?: string;
  visibility?: Visibility;
  membershipTierIds?: string;
  /** An image upload identifier (posterSource user-upload). */
  coverImage?: string | null;
  posterSource?: PosterSource;
  collaboratorIds?: string;
}

/** The fields checked: what the video will store. */
export type VideoDetails = Pick<Video, 'title' | 'description' | 'tags' | 'visibility' | 'membershipTierIds' | 'posterSource' | 'collaboratorIds'> & {
  /** The custom image's upload identifier when posterSource is user-upload, else null. */
  coverImage: string | null;
};

/** Rich text from the editor: formatting and links survive, scripts and handlers do not. */
const sanitizeDescription = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });

const hasText = (html: string): boolean => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;

/** Checks the save form against the owner's tiers, the profiles and the uploaded images. */
@Injectable()
export class VideoDetailsCheck {
  constructor(
    private readonly memberships: MembershipAccess,
    private readonly profiles: ProfileDirectory,
    private readonly uploads: UploadRepository,
  ) {}

  /** The details to store, or a refusal with the seeds' message; `current` is the video being edited. */
  async check(ownerId: string, input: VideoInput, current?: Video): Promise<VideoDetails> {
    const title = (input.title ?? current?.title ?? '').trim();
    const description = sanitizeDescription(input.description ?? current?.description ?? '');
    if (!title || !hasText(description)) throw invalid(VIDEO_MESSAGES.required);

    const visibility = input.visibility ?? current?.visibility ?? 'public';
    const membershipTierIds = visibility === 'members_only' ? await this.tiers(ownerId, input.membershipTierIds !== undefined ? commaList(input.membershipTierIds) : (current?.membershipTierIds ?? [])) : [];

    const posterSource = input.posterSource ?? current?.posterSource ?? 'auto-generated';
    let coverImage: string | null = null;
    if (posterSource === 'user-upload') {
      // Editing without a new image keeps the custom one the video has.
      coverImage = input.coverImage ?? (current?.posterSource === 'user-upload' ? current.thumbnail : null);
      if (!isUuid(coverImage) || !(await this.uploads.find(coverImage))) throw invalid(VIDEO_MESSAGES.thumbnail);
    }

    const collaboratorIds = input.collaboratorIds !== undefined ? await this.collaborators(ownerId, commaList(input.collaboratorIds)) : (current?.collaboratorIds ?? []);
    const tags = input.tags !== undefined ? commaList(input.tags) : (current?.tags ?? []);
    return { title, description, tags, visibility, membershipTierIds, posterSource, coverImage, collaboratorIds };
  }

  /** Members-only needs at least one tier, each the owner's own (a video's, and a live stream's recording). */
  async tiers(ownerId: string, tierIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(tierIds)];
    if (!unique.length || !unique.every(isUuid)) throw invalid(VIDEO_MESSAGES.tierRequired);
    const own = await this.memberships.ownTierIds(ownerId, unique);
    if (own.length !== unique.length) throw invalid(VIDEO_MESSAGES.tierRequired);
    return unique;
  }

  /** Profiles that exist, other than the owner. */
  async collaborators(ownerId: string, profileIds: string[]): Promise<string[]> {
    if (!profileIds.every((id) => isUuid(id) && id !== ownerId)) throw invalid(VIDEO_MESSAGES.collaborator);
    const found = profileIds.length ? await this.profiles.findByIds(profileIds) : [];
    if (found.length !== profileIds.length) throw invalid(VIDEO_MESSAGES.collaborator);
    return profileIds;
  }
}
