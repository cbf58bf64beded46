import { Query } from '@nestjs/cqrs';
import type { Upload } from '../ports/upload-repository.port.js';

/** An upload, to serve its bytes from the file port. */
export class GetUploadQuery extends Query<Upload> {
  constructor(readonly id: string) {
    super();
  }
}
