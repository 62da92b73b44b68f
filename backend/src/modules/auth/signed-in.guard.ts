// Every API route answers 401 without a signed-in session, unless marked @PublicRoute(). A request is
// authenticated by passport with the signed-in-session strategy, which names the person and loads their
// profile (request.user), once per request. A failure to read (the database not answering) is that
// failure, not a 401.
import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { SignedInUser } from '#src/shared/http/current-user';
import { PUBLIC_ROUTE } from '#src/shared/http/public-route';
import { SIGNED_OUT_MESSAGE } from '#src/shared/http/signed-out';
import { SIGNED_IN_SESSION } from './signed-in-session.strategy';

@Injectable()
export class SignedInGuard extends AuthGuard(SIGNED_IN_SESSION) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()])) {
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<Person = SignedInUser>(error: unknown, person: Person | null): Person {
    if (error) throw error;
    if (!person) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
    return person;
  }
}
