// Runs the OpenID strategy: on /api/login it redirects to the provider, on /api/callback it
// finishes the flow and signs the person in (passport regenerates the session id on login).
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { OIDC_STRATEGY } from './oidc.strategy';

@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(context.switchToHttp().getRequest<Request>());
    return authenticated;
  }
}
