import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A resumable video upload; the id is the passthroughUuid the client names it by. */
@Entity({ schema: 'media', tableName: 'video_uploads' })
export class VideoUploadEntity {
  [OptionalProps]?: 'tusId' | 'filename' | 'bytesize' | 'status' | 'refusal' | 'contentType' | 'durationSeconds' | 'createdAt' | 'lastChunkAt' | 'finishedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'uuid' }) createdBy!: string;
  @Property({ type: 'text', nullable: true, unique: true }) tusId: string | null = null;
  @Property({ type: 'text' }) filename: string = '';
  @Property({ type: new BigIntType('number'), nullable: true }) bytesize: number | null = null;
  @Property({ type: 'text' }) status: 'pending' | 'uploaded' | 'refused' = 'pending';
  @Property({ type: 'text', nullable: true }) refusal: string | null = null;
  @Property({ type: 'text', nullable: true }) contentType: string | null = null;
  @Property({ type: 'integer', nullable: true }) durationSeconds: number | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  /** The last chunk, or the opening (or restart) of the upload before any: unfinished uploads expire 24 h after it. */
  @Property({ type: 'datetime', columnType: 'timestamptz' }) lastChunkAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) finishedAt: Date | null = null;
}
