import { Global, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetUploadHandler } from './application/get-upload/get-upload.handler.js';
import { ListPublicVideosHandler } from './application/list-public-videos/list-public-videos.handler.js';
import { MediaQueries } from './application/ports/media-queries.port.js';
import { UploadRepository } from './application/ports/upload-repository.port.js';
import { MediaPublicVideos } from './application/public-videos.service.js';
import { UploadImageHandler } from './application/upload-image/upload-image.handler.js';
import { PublicVideos } from './contracts/public-videos.js';
import { UploadedImages } from './contracts/uploads.js';
import { MediaUploadedImages } from './application/uploaded-images.service.js';
import { MikroOrmUploadRepository } from './infrastructure/mikro-orm-upload-repository.adapter.js';
import { PostgresMediaQueries } from './infrastructure/postgres-media-queries.adapter.js';
import { FileUploadsController } from './interface/http/file-uploads.controller.js';
import { VideosController } from './interface/http/videos.controller.js';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { CreateVideoUploadHandler } from './application/create-video-upload/create-video-upload.handler.js';
import { VideoProbe } from './application/ports/video-probe.port.js';
import { VideoUploadRepository } from './application/ports/video-upload-repository.port.js';
import { VideoUploads } from './application/ports/video-uploads.port.js';
import { VideoUploadReception } from './application/video-upload-reception.service.js';
import { VIDEO_UPLOADS_PATH } from './domain/video-upload.js';
import { FfprobeVideoProbe } from './infrastructure/ffprobe-video-probe.adapter.js';
import { MikroOrmVideoUploadRepository } from './infrastructure/mikro-orm-video-upload-repository.adapter.js';
import { TusUploadEndpoint } from './infrastructure/tus-upload-endpoint.middleware.js';
import { TusUploadStore } from './infrastructure/tus-upload-store.js';
import { TusVideoUploads } from './infrastructure/tus-video-uploads.adapter.js';
import { VideoUploadsController } from './interface/http/video-uploads.controller.js';
import { VideoAccess } from './application/video-access.service.js';
import { GetWatchVideoHandler } from './application/get-watch-video/get-watch-video.handler.js';
import { GetVideoFileHandler } from './application/get-video-file/get-video-file.handler.js';
import { CountVideoViewHandler } from './application/count-video-view/count-video-view.handler.js';
import { LikeVideoHandler } from './application/like-video/like-video.handler.js';
import { VideoEngagement } from './application/ports/video-engagement.port.js';
import { PostgresVideoEngagement } from './infrastructure/postgres-video-engagement.adapter.js';

import { AddVideoCollaboratorHandler } from './application/add-video-collaborator/add-video-collaborator.handler.js';
import { DeleteVideoHandler } from './application/delete-video/delete-video.handler.js';
import { GetManagedVideoHandler } from './application/get-managed-video/get-managed-video.handler.js';
import { ListManagedVideosHandler } from './application/list-managed-videos/list-managed-videos.handler.js';
import { ManagedVideoViews } from './application/managed-video-views.service.js';
import { ThumbnailMaker } from './application/ports/thumbnail-maker.port.js';
import { VideoRepository } from './application/ports/video-repository.port.js';
import { RemoveVideoCollaboratorHandler } from './application/remove-video-collaborator/remove-video-collaborator.handler.js';
import { AcceptVideoInvitationHandler } from './application/accept-video-invitation/accept-video-invitation.handler.js';
import { CollaboratorInvitationRepository } from './application/ports/collaborator-invitation-repository.port.js';
import { PostgresCollaboratorInvitationRepository } from './infrastructure/postgres-collaborator-invitation-repository.adapter.js';
import { VideoInvitationsController } from './interface/http/video-invitations.controller.js';
import { SaveVideoHandler } from './application/save-video/save-video.handler.js';
import { UpdateVideoHandler } from './application/update-video/update-video.handler.js';
import { VideoDetailsCheck } from './application/video-details.service.js';
import { VideoThumbnails } from './application/video-thumbnails.service.js';
import { FfmpegThumbnailMaker } from './infrastructure/ffmpeg-thumbnail-maker.adapter.js';
import { PostgresVideoRepository } from './infrastructure/postgres-video-repository.adapter.js';
import { ManagedVideosController } from './interface/http/managed-videos.controller.js';
import { LibraryVideos } from './application/library-videos.service.js';
import { LiveBroadcasts } from './application/live-broadcasts.service.js';
import { LiveIngest } from './infrastructure/live-ingest.js';
import { BroadcastRepository } from './application/ports/broadcast-repository.port.js';
import { PostgresBroadcastRepository } from './infrastructure/postgres-broadcast-repository.adapter.js';
import { BroadcastViewers } from './application/broadcast-viewers.service.js';
import { MediaBroadcasts } from './application/broadcasts.service.js';
import { EventBroadcastsResolver } from './application/event-broadcasts.resolver.js';
import { GetBroadcastFileHandler } from './application/get-broadcast-file/get-broadcast-file.handler.js';
import { GetBroadcastHandler } from './application/get-broadcast/get-broadcast.handler.js';
import { HlsUrls } from './application/hls-urls.service.js';
import { ListEventBroadcastsHandler } from './application/list-event-broadcasts/list-event-broadcasts.handler.js';
import { HlsKey } from './application/ports/hls-key.port.js';
import { LiveFiles } from './application/ports/live-files.port.js';
import { RegenerateStreamKeyHandler } from './application/regenerate-stream-key/regenerate-stream-key.handler.js';
import { SetBroadcastHandler } from './application/set-broadcast/set-broadcast.handler.js';
import { Broadcasts } from './contracts/broadcasts.js';
import { DiskLiveFiles } from './infrastructure/disk-live-files.adapter.js';
import { PostgresHlsKey } from './infrastructure/postgres-hls-key.adapter.js';
import { BroadcastsController, EventBroadcastsController } from './interface/http/broadcasts.controller.js';
import { Clock, SystemClock } from '../shared/clock.js';
import { DonatableVideos } from './contracts/donatable-videos.js';
import { MediaDonatableVideos } from './application/donatable-videos.service.js';

/**
 * Uploaded images (their bytes live in the file port: local disk or S3) and videos. Global, so other
 * contexts reach UploadedImages and PublicVideos through the contracts.
 */
@Global()
@Module({
  imports: [CqrsModule],
  // VideoUploadsController first: its `videos/direct_upload_url` must not be taken for a `videos/:id`.
  controllers: [VideoUploadsController, FileUploadsController, VideosController, ManagedVideosController, VideoInvitationsController, EventBroadcastsController, BroadcastsController],
  providers: [
    { provide: UploadRepository, useClass: MikroOrmUploadRepository },
    { provide: MediaQueries, useClass: PostgresMediaQueries },
    UploadImageHandler,
    GetUploadHandler,
    ListPublicVideosHandler,
    // Uploading videos: tus into <dataDir>/video-uploads or S3, ffprobe on the complete file.
    { provide: VideoUploadRepository, useClass: MikroOrmVideoUploadRepository },
    { provide: VideoProbe, useClass: FfprobeVideoProbe },
    { provide: TusUploadStore, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new TusUploadStore(config) },
    { provide: VideoUploads, useClass: TusVideoUploads },
    VideoUploadReception,
    CreateVideoUploadHandler,
    TusUploadEndpoint,
    // Watching: the one who-may-watch rule, the watch page, its bytes, views and likes.
    VideoAccess,
    { provide: VideoEngagement, useClass: PostgresVideoEngagement },
    GetWatchVideoHandler,
    GetVideoFileHandler,
    CountVideoViewHandler,
    LikeVideoHandler,
    // The library: saving, editing and deleting videos, thumbnails, collaborators.
    { provide: VideoRepository, useClass: PostgresVideoRepository },
    { provide: ThumbnailMaker, useClass: FfmpegThumbnailMaker },
    VideoDetailsCheck,
    VideoThumbnails,
    LibraryVideos,
    ManagedVideoViews,
    SaveVideoHandler,
    UpdateVideoHandler,
    DeleteVideoHandler,
    GetManagedVideoHandler,
    ListManagedVideosHandler,
    AddVideoCollaboratorHandler,
    RemoveVideoCollaboratorHandler,
    // Collaborators invited by e-mail (the mails are sent by the worker's CollaboratorInvitationEmailSender).
    { provide: CollaboratorInvitationRepository, useClass: PostgresCollaboratorInvitationRepository },
    AcceptVideoInvitationHandler,
    // Broadcasts: live streams and external links of online event dates.
    { provide: BroadcastRepository, useClass: PostgresBroadcastRepository },
    { provide: HlsKey, useClass: PostgresHlsKey },
    { provide: LiveFiles, useClass: DiskLiveFiles },
    { provide: Clock, useClass: SystemClock },
    HlsUrls,
    BroadcastViewers,
    EventBroadcastsResolver,
    ListEventBroadcastsHandler,
    SetBroadcastHandler,
    RegenerateStreamKeyHandler,
    GetBroadcastHandler,
    GetBroadcastFileHandler,
    { provide: Broadcasts, useClass: MediaBroadcasts },
    // The RTMP ingest: started by the worker (src/worker.ts), not by every API process.
    LiveBroadcasts,
    LiveIngest,
    { provide: UploadedImages, useClass: MediaUploadedImages },
    { provide: PublicVideos, useClass: MediaPublicVideos },
    { provide: DonatableVideos, useClass: MediaDonatableVideos },
  ],
  exports: [UploadedImages, PublicVideos, Broadcasts, DonatableVideos],
})
export class MediaModule implements NestModule {
  /** The tus endpoint answers every method itself (OPTIONS, HEAD, PATCH…) and reads the raw body. */
  configure(consumer: MiddlewareConsumer): void {
    const path = VIDEO_UPLOADS_PATH.slice(1);
    consumer.apply(TusUploadEndpoint).forRoutes({ path, method: RequestMethod.ALL }, { path: `${path}/*id`, method: RequestMethod.ALL });
  }
}
