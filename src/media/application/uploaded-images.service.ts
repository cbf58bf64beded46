import { Injectable } from '@nestjs/common';
import { isUuid } from '../../shared/ids.js';
import { UploadedImages, uploadUrl } from '../contracts/uploads.js';
import { UploadRepository } from './ports/upload-repository.port.js';

/** Every accepted upload is an image (checked by its bytes when it was sent). */
@Injectable()
export class MediaUploadedImages extends UploadedImages {
  constructor(private readonly uploads: UploadRepository) {
    super();
  }

  async urlOf(uploadIdentifier: string): Promise<string | null> {
    if (!isUuid(uploadIdentifier)) return null;
    return (await this.uploads.find(uploadIdentifier)) ? uploadUrl(uploadIdentifier) : null;
  }
}
