import { FileUploadEntity } from './file-upload.entity.js';
import { VideoUploadEntity } from './video-upload.entity.js';
import { VideoEntity } from './video.entity.js';

/** Every MikroORM entity of the media context. */
export const mediaEntities = [FileUploadEntity, VideoEntity, VideoUploadEntity];
