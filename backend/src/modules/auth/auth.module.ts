// Sign-in with OpenID Connect, the session, the current person, and the 401 for everyone else.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { SessionSerializer } from './session.serializer';
import { SignInProvider } from './sign-in-provider';
import { SignedInGuard } from './signed-in.guard';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    Users,
    SignedInSessions,
    SignInProvider,
    SessionSerializer,
    { provide: APP_GUARD, useClass: SignedInGuard },
  ],
})
export class AuthModule {}
