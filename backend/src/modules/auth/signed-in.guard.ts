// Every API route answers 401 without a signed-in session, unless marked @PublicRoute(). The session
// names the person; their profile is loaded here, once per request, for every route that uses it (not
// for those marked @NeedsOnlySignedInId()). A person whose account is gone is signed out.
import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NEEDS_ONLY_SIGNED_IN_ID, type SignedInIdentity } from '../../shared/http/current-user';
import { PUBLIC_ROUTE } from '../../shared/http/public-route';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

const SIGNED_OUT = 'You are signed out. Sign in to continue.';

@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SignedInSessions,
    private readonly users: Users,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const marked = (key: string) =>
      this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
    if (marked(PUBLIC_ROUTE)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const id = await this.sessions.personOf(request);
    if (id === undefined) throw new UnauthorizedException(SIGNED_OUT);
    request.user = { id } satisfies SignedInIdentity;
    if (marked(NEEDS_ONLY_SIGNED_IN_ID)) return true;
    const user = await this.users.findById(id);
    if (!user) throw new UnauthorizedException(SIGNED_OUT);
    request.user = user;
    return true;
  }
}
