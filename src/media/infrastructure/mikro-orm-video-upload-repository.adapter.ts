import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { VideoUploadRepository } from '../application/ports/video-upload-repository.port.js';
import type { VideoUploadRecord } from '../domain/video-upload.js';
import { VideoUploadEntity } from './video-upload.entity.js';

@Injectable()
export class MikroOrmVideoUploadRepository extends VideoUploadRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(upload: { id: string; ownerId: string; createdBy: string }): Promise<void> {
    const em = this.em.fork();
    em.create(VideoUploadEntity, upload);
    await em.flush();
  }

  async find(id: string): Promise<VideoUploadRecord | null> {
    return toRecord(await this.em.fork().findOne(VideoUploadEntity, { id }));
  }

  async findByTusId(tusId: string): Promise<VideoUploadRecord | null> {
    return toRecord(await this.em.fork().findOne(VideoUploadEntity, { tusId }));
  }

  async attach(id: string, tus: { tusId: string; filename: string; bytesize: number | null }, at: Date): Promise<void> {
    await this.em.fork().nativeUpdate(VideoUploadEntity, { id }, { ...tus, lastChunkAt: at });
  }

  async chunkReceived(id: string, at: Date): Promise<boolean> {
    return (await this.em.fork().nativeUpdate(VideoUploadEntity, { id }, { lastChunkAt: at })) > 0;
  }

  async finish(
    id: string,
    outcome: { status: 'uploaded'; contentType: string; durationSeconds: number | null; bytesize: number } | { status: 'refused'; refusal: string; bytesize: number },
  ): Promise<void> {
    await this.em.fork().nativeUpdate(VideoUploadEntity, { id }, { ...outcome, finishedAt: new Date() });
  }
}

function toRecord(entity: VideoUploadEntity | null): VideoUploadRecord | null {
  if (!entity) return null;
  const { id, ownerId, createdBy, tusId, filename, bytesize, status, refusal, contentType, durationSeconds } = entity;
  return { id, ownerId, createdBy, tusId, filename, bytesize, status, refusal, contentType, durationSeconds };
}
