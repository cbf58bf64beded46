import { ArrayType, BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A video of an owner; its search vector is kept by a trigger of the table (not mapped). */
@Entity({ schema: 'media', tableName: 'videos' })
export class VideoEntity {
  [OptionalProps]?: 'description' | 'tags' | 'visibility' | 'membershipTierIds' | 'thumbnail' | 'status' | 'durationSeconds' | 'viewCount' | 'likeCount' | 'createdAt' | 'updatedAt' | 'uploadId' | 'fileKey' | 'contentType' | 'bytesize' | 'posterSource';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text' }) description: string = '';
  @Property({ type: ArrayType, columnType: 'text[]' }) tags: string[] = [];
  @Property({ type: 'text' }) visibility: 'public' | 'members_only' = 'public';
  @Property({ type: ArrayType, columnType: 'uuid[]' }) membershipTierIds: string[] = [];
  @Property({ type: 'text', nullable: true }) thumbnail: string | null = null;
  @Property({ type: 'text' }) status: 'processing' | 'ready' = 'processing';
  @Property({ type: 'integer', nullable: true }) durationSeconds: number | null = null;
  @Property({ type: 'integer', columnType: 'bigint' }) viewCount: number = 0;
  @Property({ type: 'integer', columnType: 'bigint' }) likeCount: number = 0;
  /** The finished tus upload the video came from. */
  @Property({ type: 'uuid', nullable: true }) uploadId: string | null = null;
  /** FileStorage key of the video's bytes: `videos/<videoId>.<ext>`. */
  @Property({ type: 'text', nullable: true }) fileKey: string | null = null;
  @Property({ type: 'text', nullable: true }) contentType: string | null = null;
  @Property({ type: new BigIntType('number'), nullable: true }) bytesize: number | null = null;
  @Property({ type: 'text' }) posterSource: 'auto-generated' | 'user-upload' = 'auto-generated';
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
