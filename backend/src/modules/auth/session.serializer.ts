// The HTTP session holds only the person's id; each request loads them fresh.
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SignedInUser } from '../../shared/http/current-user';
import { Users } from './users';

type Done<T> = (error: Error | null, value?: T | false) => void;

@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: Users) {
    super();
  }

  serializeUser(user: SignedInUser, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done<SignedInUser>): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
