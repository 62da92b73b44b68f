// Every API route answers 401 without a signed-in session, unless marked @PublicRoute(). The session
// names the person; their profile is loaded here, once per request. A person whose account is gone is
// signed out.
import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PUBLIC_ROUTE } from '../../shared/http/public-route';
import { SIGNED_OUT_MESSAGE } from '../../shared/http/signed-out';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SignedInSessions,
    private readonly users: Users,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    const id = await this.sessions.personOf(request);
    if (id === undefined) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
    const user = await this.users.findById(id);
    if (!user) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
    request.user = user;
    return true;
  }
}
