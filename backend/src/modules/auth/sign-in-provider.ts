// The OpenID provider as Pause's client sees it. An external provider's discovery document is read at
// start and, while the provider cannot be reached, read again with back-off: the app serves meanwhile,
// /health reports sign-in unavailable, and Sign In says so. The development provider mounted under
// /oidc is known without asking.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Configuration, allowInsecureRequests, discovery } from 'openid-client';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { HealthReport } from '#src/shared/http/health-report';
import { DEV_OIDC_MOUNT_PATH } from './dev-oidc/dev-oidc-provider';
import { discoveryRetryDelayMs } from './discovery-backoff';
import { clientAuthFromMetadata, clientAuthMethodFor, developmentProviderMetadata } from './provider-metadata';
import { type SignInFailure, signInFailureOf } from './sign-in-failure';

/** Seconds Pause waits for any answer from the provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

@Injectable()
export class SignInProvider implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SignIn');
  private ready?: Configuration;
  private lastFailure?: SignInFailure;
  private attempt?: Promise<Configuration | undefined>;
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: HealthReport,
  ) {}

  onModuleInit(): void {
    this.health.register('signIn', () =>
      this.ready
        ? { state: 'available' }
        : { state: 'unavailable', details: { reason: "the provider's configuration is not known yet" } },
    );
    const { issuerUrl } = this.config.oidc;
    if (issuerUrl) void this.discover(issuerUrl);
    else this.ready = this.developmentProvider();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The provider's configuration once known, else undefined (without waiting). */
  current(): Configuration | undefined {
    return this.ready;
  }

  /** The configuration, asking the provider again at once if it is not known yet. */
  async configuration(): Promise<Configuration | undefined> {
    const { issuerUrl } = this.config.oidc;
    return this.ready ?? (issuerUrl ? this.discover(issuerUrl) : undefined);
  }

  /** Why the configuration is not known: the last discovery's failure. */
  unavailableBecause(): SignInFailure | undefined {
    return this.ready ? undefined : this.lastFailure;
  }

  private discover(issuerUrl: string): Promise<Configuration | undefined> {
    this.attempt ??= this.tryDiscovery(issuerUrl).finally(() => (this.attempt = undefined));
    return this.attempt;
  }

  private async tryDiscovery(issuerUrl: string): Promise<Configuration | undefined> {
    clearTimeout(this.retry);
    const issuer = new URL(issuerUrl);
    try {
      const configuration = await discovery(
        issuer,
        this.config.oidc.clientId,
        { client_secret: this.config.oidc.clientSecret },
        clientAuthFromMetadata(this.config.oidc.clientSecret),
        { execute: issuer.protocol === 'http:' ? [allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_SECONDS },
      );
      this.ready = configuration;
      this.failures = 0;
      const metadata = configuration.serverMetadata();
      this.logger.log(
        `OpenID provider ${metadata.issuer} is ready: Pause authenticates with ${clientAuthMethodFor(metadata)}` +
          `${metadata.end_session_endpoint ? ', and Sign Out can end the provider session' : ''}.`,
      );
      return configuration;
    } catch (error) {
      this.failures += 1;
      this.lastFailure = signInFailureOf(error, 'discovery');
      const delay = discoveryRetryDelayMs(this.failures);
      this.logger.warn(
        `Could not read the OpenID configuration of ${issuer.href} (${this.lastFailure.reason}): ` +
          `${this.lastFailure.detail}. Asking again in ${delay / 1000} s; until then Sign In says the sign-in service is unavailable.`,
      );
      if (!this.stopped) this.retry = setTimeout(() => void this.discover(issuerUrl), delay).unref();
      return undefined;
    }
  }

  private developmentProvider(): Configuration {
    const issuer = `${this.config.publicUrl}${DEV_OIDC_MOUNT_PATH}`;
    const configuration = new Configuration(
      developmentProviderMetadata(issuer),
      this.config.oidc.clientId,
      { client_secret: this.config.oidc.clientSecret },
      clientAuthFromMetadata(this.config.oidc.clientSecret),
    );
    if (issuer.startsWith('http:')) allowInsecureRequests(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return configuration;
  }
}
