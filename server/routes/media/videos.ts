import type { FastifyPluginAsync } from 'fastify';

/** The tus endpoint and the details and playback of uploaded videos. */
export const videoRoutes: FastifyPluginAsync = async () => {};
