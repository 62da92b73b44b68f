// The HTTP session holds only the person's id, and a request starts with only that: SignedInGuard
// loads the profile for the routes that use it.
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SignedInIdentity, SignedInUser } from '../../shared/http/current-user';

type Done<T> = (error: Error | null, value?: T | false) => void;

@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: SignedInUser, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done<SignedInIdentity>): void {
    done(null, { id });
  }
}
