import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { videoPreviewUrl } from '@common/api/media-links';
import { mediaVideoOperations, VideoParams } from '@common/api/media-videos';
import { ErrorResponse, notFound } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { embeddedByOtherSites } from '../../plugins/security-headers';
import { sendStoredFile } from '../../storage/serve';
import { getVideo } from './video-queries';
import { videoUploads } from './video-uploads';

const tags = ['media'];

/** The tus endpoint and the details and playback of uploaded videos. */
export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  videoUploads(app, '/media/videos/tus', tags);

  app.route({
    ...routeOf(mediaVideoOperations.getMediaVideo, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const found = await getVideo(app.db, request.params.id);
      if (!found) throw notFound('Video');
      const { video, file } = found;
      return {
        id: video.id,
        preview: videoPreviewUrl(video.id),
        contentType: file.contentType,
        size: file.sizeBytes,
        originalName: file.originalName,
        sha256: file.sha256,
        createdAt: video.createdAt.toISOString(),
      };
    },
  });

  app.get(
    '/media/videos/:id/play',
    {
      // Public like image variants: the public site shows property videos to visitors, and the
      // id is a random UUID, so a video is reachable only from a page that links it.
      config: { public: true, helmet: embeddedByOtherSites },
      schema: {
        tags,
        summary: 'Plays a video: its bytes with Range support (206, 416), the type read from them',
        security: [],
        params: VideoParams,
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const found = await getVideo(app.db, request.params.id);
      if (!found) throw notFound('Video');
      // A video's bytes never change under its id.
      return sendStoredFile(request, reply, app.storage, found.file, { cacheControl: 'public, max-age=31536000, immutable' });
    },
  );
};
