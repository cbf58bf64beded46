import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { UPLOAD_MESSAGES } from '../../domain/image-upload.js';
import { UploadRepository, type Upload } from '../ports/upload-repository.port.js';
import { GetUploadQuery } from './get-upload.query.js';

@QueryHandler(GetUploadQuery)
export class GetUploadHandler implements IQueryHandler<GetUploadQuery> {
  constructor(private readonly uploads: UploadRepository) {}

  async execute({ id }: GetUploadQuery): Promise<Upload> {
    const upload = await this.uploads.find(id);
    if (!upload) throw notFound(UPLOAD_MESSAGES.notFound);
    return upload;
  }
}
