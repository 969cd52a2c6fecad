/** The operations reachable without a session, as `METHOD /path` in the OpenAPI document's spelling. */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  // Probes for a load balancer (issue 17).
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/user-login',
  'POST /api/auth/user-logout',
  // Media the public site shows to visitors (issue 12): reachable only by their random ids.
  'GET /api/media/images/{id}/display.webp',
  'GET /api/media/images/{id}/thumbnail.webp',
  'GET /api/media/videos/{id}/play',
]);
