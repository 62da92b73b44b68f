// How passport authenticates a request: by its sign-in session. The strategy asks the same reader the
// one-second poll asks (SignedInSessions.personOf), then loads the person's profile, which the routes
// behind the guard use and the poll never needs. A session naming a person whose account is gone
// counts for nothing.
//
// passport keeps its strategies in one registry per process, by name: the app started last answers for
// it. Pause runs one app per process; tests start theirs one after another.
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { SignedInRequest, SignedInUser } from '#src/shared/http/current-user';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

export const SIGNED_IN_SESSION = 'signed-in-session';

@Injectable()
export class SignedInSessionStrategy extends PassportStrategy(Strategy, SIGNED_IN_SESSION) {
  constructor(
    private readonly sessions: SignedInSessions,
    private readonly users: Users,
  ) {
    super();
  }

  /** The signed-in person, or null (passport's "not authenticated") without a session or an account. */
  async validate(request: Request & SignedInRequest): Promise<SignedInUser | null> {
    const personId = await this.sessions.personOf(request);
    if (personId === undefined) return null;
    // For the routes that keep something per device (push subscriptions): which session let it in.
    request.signedInSessionId = this.sessions.sessionIdOf(request);
    return this.users.findById(personId);
  }
}
