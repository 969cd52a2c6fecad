import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activity';
import { authRoutes } from './auth';
import { buyerPathRoutes } from './buyer-path';
import { dashboardRoutes } from './dashboard';
import { dataRoomRoutes } from './data-rooms';
import { discreteUserRoutes } from './discrete-users';
import { healthRoutes } from './health';
import { historyRoutes } from './history';
import { inboxRoutes } from './inbox';
import { lookupRoutes } from './lookups';
import { mediaRoutes } from './media';
import { ndaRegisterRoutes } from './nda-register';
import { agencyRoutes, sellerCompanyRoutes } from './organisations';
import { portfolioRoutes } from './portfolios';
import { propertyRoutes } from './properties';
import { propertyContentItemRoutes } from './property-content-items';
import { propertyMediaItemRoutes } from './property-media-items';
import { searchRoutes } from './search';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

/** Every API area of spec section 7, and the health probes, each mounted under /api by app.ts. */
export const routeModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  lookupRoutes,
  agencyRoutes,
  sellerCompanyRoutes,
  activityRoutes,
  propertyRoutes,
  propertyContentItemRoutes,
  propertyMediaItemRoutes,
  mediaRoutes,
  portfolioRoutes,
  dataRoomRoutes,
  ndaRegisterRoutes,
  discreteUserRoutes,
  userRoutes,
  uploadRoutes,
  searchRoutes,
  inboxRoutes,
  dashboardRoutes,
  historyRoutes,
  buyerPathRoutes,
];
