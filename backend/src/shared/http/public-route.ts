// Marks the few routes reachable without a session (sign-in, its callback, sign-out).
import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'pause:public-route';
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);
