// Marks the few routes reachable without a session (sign-in, its callback, sign-out, the health check).
// The mark also reaches the OpenAPI document, which then shows the route without the session cookie.
import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const PUBLIC_ROUTE = 'pause:public-route';
/** Read and removed where the document is built. */
export const PUBLIC_ROUTE_EXTENSION = 'x-pause-public-route';

export const PublicRoute = () =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension(PUBLIC_ROUTE_EXTENSION, true));
