// Reads the environment once into a typed configuration. Every optional service falls back to an embedded
// default. Any setting X may instead come from the file X_FILE names (environment-settings.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOG_LEVELS, type LogFormat, type LoggingSettings, type LogLevel } from '#src/shared/logging/log-settings';
import { ConfigurationError, type Setting, settingsFrom } from './environment-settings';

export interface OidcSettings {
  /** Unset: the development provider mounted under /oidc. */
  readonly issuerUrl?: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Sign Out also ends the person's session at the provider, when its discovery offers an end_session_endpoint. */
  readonly providerLogout: boolean;
}

export interface AppConfig {
  readonly port: number;
  /** The address people reach the app at, used for OpenID redirects. */
  readonly publicUrl: string;
  readonly production: boolean;
  /** Unset: embedded PostgreSQL (PGlite) with its files under dataDir. */
  readonly databaseUrl?: string;
  /** Unset: background jobs run in-process. */
  readonly redisUrl?: string;
  /** Namespaces Pause's BullMQ keys in Redis, so several deployments (or test runs) can share one. */
  readonly queuePrefix: string;
  /**
   * How long a BullMQ worker's hold on a job lasts without renewal; a killed worker's job is handed to
   * another worker after about this long.
   */
  readonly jobLockMs: number;
  readonly oidc: OidcSettings;
  /** Unset only in production without SESSION_SECRET; the web app then refuses to start. */
  readonly sessionSecret?: string;
  readonly dataDir: string;
  readonly frontendDist: string;
  readonly trustProxy: boolean;
  /** People who may see the operators' queue board at /admin/queues, when their provider verified the email. */
  readonly adminEmails: readonly string[];
  /** Sign-in attempts (/api/login and /api/callback together) one client address may make per minute. */
  readonly signInAttemptsPerMinute: number;
  /** LOG_LEVEL (default info) and LOG_FORMAT (json or pretty; by default pretty on a terminal). */
  readonly logging: LoggingSettings;
  readonly push: PushSettings;
}

/** Web Push (issue 28): how Pause signs its pushes and which push services it will post to. */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); unset: a pair generated once and kept in the database. */
  readonly vapidKeys?: { readonly publicKey: string; readonly privateKey: string };
  /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:); by default PUBLIC_URL when https. */
  readonly subject: string;
  /**
   * PUSH_LOCAL_SERVICE_CA (tests and development only, refused in production): the PEM certificate of
   * a push service on this machine. Subscriptions to https://localhost or 127.0.0.1 are then accepted,
   * and that certificate trusted beside the usual authorities.
   */
  readonly localServiceCa?: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const repositoryRoot = resolve(__dirname, '..', '..', '..');

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const setting = settingsFrom(env);
  const port = Number(setting('PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigurationError(`PORT must be a whole number from 0 to 65535, got "${setting('PORT')}".`);
  }
  const production = setting('NODE_ENV') === 'production';
  const dataDir = resolve(setting('PAUSE_DATA_DIR') ?? join(repositoryRoot, '.data'));
  return {
    port,
    publicUrl: stripTrailingSlash(setting('PUBLIC_URL') ?? `http://localhost:${port}`),
    production,
    databaseUrl: nonEmpty(setting('DATABASE_URL')),
    redisUrl: nonEmpty(setting('REDIS_URL')),
    queuePrefix: nonEmpty(setting('QUEUE_PREFIX')) ?? 'pause',
    jobLockMs: Number(nonEmpty(setting('JOB_LOCK_MS')) ?? 30_000),
    oidc: {
      issuerUrl: nonEmpty(setting('OIDC_ISSUER_URL')),
      clientId: setting('OIDC_CLIENT_ID') ?? 'pause-dev',
      clientSecret: setting('OIDC_CLIENT_SECRET') ?? 'pause-dev-secret',
      providerLogout: setting('OIDC_PROVIDER_LOGOUT') !== 'false',
    },
    sessionSecret: nonEmpty(setting('SESSION_SECRET')) ?? developmentSessionSecret(production, dataDir),
    dataDir,
    frontendDist: resolve(setting('PAUSE_FRONTEND_DIST') ?? join(repositoryRoot, 'frontend', 'dist')),
    trustProxy: setting('TRUST_PROXY') === 'true',
    adminEmails: (setting('ADMIN_EMAILS') ?? '')
      .split(',')
      .map((email) => email.trim())
      .filter((email) => email !== ''),
    signInAttemptsPerMinute: positiveWholeNumber(
      'SIGN_IN_ATTEMPTS_PER_MINUTE',
      setting('SIGN_IN_ATTEMPTS_PER_MINUTE'),
      60,
    ),
    logging: { level: logLevel(setting('LOG_LEVEL')), format: logFormat(setting('LOG_FORMAT')) },
    push: pushSettings(setting, production, stripTrailingSlash(setting('PUBLIC_URL') ?? `http://localhost:${port}`)),
  };
}

function pushSettings(setting: Setting, production: boolean, publicUrl: string): PushSettings {
  const publicKey = nonEmpty(setting('VAPID_PUBLIC_KEY'));
  const privateKey = nonEmpty(setting('VAPID_PRIVATE_KEY'));
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigurationError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.');
  }
  if (publicKey !== undefined && base64UrlBytes(publicKey) !== 65) {
    throw new ConfigurationError('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes).');
  }
  if (privateKey !== undefined && base64UrlBytes(privateKey) !== 32) {
    throw new ConfigurationError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes).');
  }
  const subject = nonEmpty(setting('VAPID_SUBJECT')) ?? defaultVapidSubject(publicUrl);
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new ConfigurationError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${subject}".`);
  }
  const localServiceCa = nonEmpty(setting('PUSH_LOCAL_SERVICE_CA'));
  if (localServiceCa !== undefined && production) {
    throw new ConfigurationError(
      'PUSH_LOCAL_SERVICE_CA is for tests and development; production posts only to public push services.',
    );
  }
  return {
    vapidKeys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject,
    localServiceCa,
  };
}

/** A push service writes to the operator at the app's own https address, or else to a mailbox on its host. */
function defaultVapidSubject(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:pause@${new URL(publicUrl).hostname}`;
}

function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

function logLevel(value: string | undefined): LogLevel {
  const level = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigurationError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  }
  return level as LogLevel;
}

function logFormat(value: string | undefined): LogFormat | undefined {
  const format = nonEmpty(value)?.toLowerCase();
  if (format === undefined || format === 'json' || format === 'pretty') return format;
  throw new ConfigurationError(`LOG_FORMAT must be json or pretty, got "${value}".`);
}

function positiveWholeNumber(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1) {
    throw new ConfigurationError(`${name} must be a whole number above 0, got "${value}".`);
  }
  return number;
}

/** Development sessions survive restarts, so the secret is kept beside the embedded data. */
function developmentSessionSecret(production: boolean, dataDir: string): string | undefined {
  if (production) return undefined;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
