import type { FastifyPluginAsync } from 'fastify';

/** POST /media/images and the variants it issues. */
export const imageRoutes: FastifyPluginAsync = async () => {};
