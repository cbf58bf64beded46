import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UploadRepository, type Upload } from '../application/ports/upload-repository.port.js';
import { FileUploadEntity } from './file-upload.entity.js';

@Injectable()
export class MikroOrmUploadRepository extends UploadRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(upload: Upload): Promise<void> {
    const em = this.em.fork();
    em.create(FileUploadEntity, upload);
    await em.flush();
  }

  async find(id: string): Promise<Upload | null> {
    const entity = await this.em.fork().findOne(FileUploadEntity, { id });
    return entity && { id: entity.id, uploaderId: entity.uploaderId, contentType: entity.contentType, byteSize: entity.byteSize, storageKey: entity.storageKey };
  }

  async delete(id: string): Promise<void> {
    await this.em.fork().nativeDelete(FileUploadEntity, { id });
  }
}
