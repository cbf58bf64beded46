import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ schema: 'media', tableName: 'file_uploads' })
export class FileUploadEntity {
  [OptionalProps]?: 'createdAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) uploaderId!: string;
  @Property({ type: 'text' }) contentType!: string;
  @Property({ type: 'integer' }) byteSize!: number;
  @Property({ type: 'text' }) storageKey!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
}
