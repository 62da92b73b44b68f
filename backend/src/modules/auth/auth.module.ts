// Sign-in with OpenID Connect, the session, the current person, and the 401 for everyone else.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthController } from './auth.controller';
import { DEV_OIDC_MOUNT_PATH } from './dev-oidc/dev-oidc-provider';
import { OIDC_ENDPOINTS, developmentProviderEndpoints, discoverOidcEndpoints } from './oidc-endpoints';
import { OidcGuard } from './oidc.guard';
import { OidcStrategy } from './oidc.strategy';
import { SessionSerializer } from './session.serializer';
import { SignedInGuard } from './signed-in.guard';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    Users,
    SignedInSessions,
    OidcStrategy,
    OidcGuard,
    SessionSerializer,
    { provide: APP_GUARD, useClass: SignedInGuard },
    {
      provide: OIDC_ENDPOINTS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.oidc.issuerUrl
          ? discoverOidcEndpoints(config.oidc.issuerUrl)
          : developmentProviderEndpoints(`${config.publicUrl}${DEV_OIDC_MOUNT_PATH}`),
    },
  ],
})
export class AuthModule {}
