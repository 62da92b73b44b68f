// Where the app's routes sit: every controller under /api, but the health checks, which load balancers
// and orchestrators call at /health without a session. The running app and the OpenAPI document built
// without it (api-docs/api-document-offline.ts) both place them here, so the two cannot disagree.
import type { INestApplication } from '@nestjs/common';

export const API_PREFIX = 'api';
/** Outside /api: every /api route but sign-in and sign-out needs a session, and load balancers have none. */
export const HEALTH_PATH = 'health';
const HEALTH_ROUTES = [HEALTH_PATH, `${HEALTH_PATH}/live`, `${HEALTH_PATH}/ready`];

export function placeRoutes(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: HEALTH_ROUTES });
}
