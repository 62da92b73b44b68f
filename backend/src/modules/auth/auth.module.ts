// Sign-in with OpenID Connect, the session, the current person, deleting one's account, and the 401
// for everyone else.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccountDeletionController } from './account-deletion/account-deletion.controller';
import { AccountErasureModule } from './account-deletion/account-erasure.module';
import { DeleteAccountHandler } from './account-deletion/delete-account.handler';
import { AuthController } from './auth.controller';
import { SignInProvider } from './sign-in-provider';
import { SignedInGuard } from './signed-in.guard';
import { SignedInSessionStrategy } from './signed-in-session.strategy';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

@Module({
  imports: [PassportModule, AccountErasureModule],
  controllers: [AuthController, AccountDeletionController],
  providers: [
    Users,
    DeleteAccountHandler,
    SignedInSessions,
    SignedInSessionStrategy,
    SignInProvider,
    { provide: APP_GUARD, useClass: SignedInGuard },
  ],
})
export class AuthModule {}
