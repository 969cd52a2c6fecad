import type { FastifyPluginAsync } from 'fastify';
import { imageRoutes } from './images';
import { videoRoutes } from './videos';

/** Our own media hosting (replacing the spec's third-party hosts): images under /media/images, videos under /media/videos. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(imageRoutes);
  await app.register(videoRoutes);
};
