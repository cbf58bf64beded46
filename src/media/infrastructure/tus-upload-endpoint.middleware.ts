import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { Server, type ServerOptions } from '@tus/server';
import type { NextFunction, Request, Response } from 'express';
import { SessionAuthenticator } from '../../shared/access.js';
import { MESSAGES, Refusal } from '../../shared/errors.js';
import { STATUS_OF } from '../../shared/http/api-exception.filter.js';
import { isCrossSite, principalOf, type AuthenticatedRequest } from '../../shared/http/auth.js';
import { VideoUploadReception } from '../application/video-upload-reception.service.js';
import { MAX_VIDEO_BYTES, VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOADS_PATH } from '../domain/video-upload.js';
import { TusUploadStore } from './tus-upload-store.js';

/** Writes riding on the session cookie must come from the site itself, as in the API's guard. */
const WRITES = new Set(['POST', 'PATCH', 'DELETE']);

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** The signed-in user the middleware found for this request (tus hands its hooks a web Request around the Node one). */
function userOf(request: TusRequest): string {
  const principal = (request.runtime?.node?.req as AuthenticatedRequest | undefined)?.principal;
  if (!principal) throw new Refusal('unauthenticated', MESSAGES.loginRequired);
  return principal.userId;
}

/**
 * The tus endpoint, outside Nest's routing (tus answers HEAD, PATCH and OPTIONS itself and reads the raw body).
 * Every request but OPTIONS needs the same session as the API; the hooks let only the user who asked for the
 * upload URL send or resume its bytes, refuse more than 5 GB, and ffprobe the complete file.
 */
@Injectable()
export class TusUploadEndpoint implements NestMiddleware {
  private readonly logger = new Logger('VideoUploads');
  private readonly server: Server;

  constructor(
    private readonly sessions: SessionAuthenticator,
    reception: VideoUploadReception,
    store: TusUploadStore,
  ) {
    this.server = new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: store.datastore,
      maxSize: MAX_VIDEO_BYTES,
      relativeLocation: true,
      // The accepted bytes wait for the library to take them: a DELETE would leave the record without its file.
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (request, upload) => {
        const metadata = upload.metadata ?? {};
        const replaced = await reception.begin(userOf(request), metadata.passthroughUuid ?? undefined, { tusId: upload.id, filename: metadata.filename ?? '', bytesize: upload.size ?? null });
        if (replaced) await store.remove(replaced).catch(() => undefined);
        return {};
      },
      onIncomingRequest: async (request, tusId) => {
        if (request.method === 'PATCH') await reception.receive(userOf(request), tusId);
        else if (request.method !== 'POST') await reception.resume(userOf(request), tusId);
      },
      onUploadFinish: async (_request, upload) => {
        const refusal = await store.withLocalFile(upload.id, (path) => reception.finish(upload.id, path, upload.offset));
        if (!refusal) return {};
        await store.remove(upload.id);
        return { status_code: 422, body: refusal };
      },
      onResponseError: (_request, error) => {
        if (error instanceof Refusal) return { status_code: STATUS_OF[error.kind], body: error.message };
        if ('status_code' in error) return error.status_code === 413 ? { status_code: 413, body: VIDEO_UPLOAD_MESSAGES.tooLarge } : undefined;
        this.logger.error(error);
        return { status_code: 500, body: MESSAGES.generic };
      },
    });
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    try {
      if (request.method !== 'OPTIONS') {
        const principal = await principalOf(request, this.sessions);
        if (!principal) return void response.status(401).json({ message: MESSAGES.loginRequired });
        if (principal.via === 'cookie' && WRITES.has(request.method) && isCrossSite(request)) return void response.status(403).json({ message: MESSAGES.crossSite });
        (request as AuthenticatedRequest).principal = principal;
      }
      // Mounted under the path, Express strips it from `url`; tus reads the upload id from the full URL.
      request.url = request.originalUrl;
      await this.server.handle(request, response);
    } catch (error) {
      next(error);
    }
  }
}
