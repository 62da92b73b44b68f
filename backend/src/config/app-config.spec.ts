import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAppConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'pause-config-'));

describe('configuration from the environment', () => {
  it('falls back to every embedded default when nothing is set', () => {
    const config = readAppConfig({ PAUSE_DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.oidc.issuerUrl).toBeUndefined();
  });

  it('keeps the generated development session secret across restarts', () => {
    const dir = dataDir();
    expect(readAppConfig({ PAUSE_DATA_DIR: dir }).sessionSecret).toBe(
      readAppConfig({ PAUSE_DATA_DIR: dir }).sessionSecret,
    );
  });

  it('lets PORT move the app and its public address', () => {
    expect(readAppConfig({ PORT: '4100', PAUSE_DATA_DIR: dataDir() }).publicUrl).toBe('http://localhost:4100');
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readAppConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('generates no session secret in production', () => {
    expect(readAppConfig({ NODE_ENV: 'production', PAUSE_DATA_DIR: dataDir() }).sessionSecret).toBeUndefined();
  });

  it('treats blank settings as unset', () => {
    expect(readAppConfig({ DATABASE_URL: '  ', PAUSE_DATA_DIR: dataDir() }).databaseUrl).toBeUndefined();
  });

  it('takes secrets from the files their _FILE variables name, as Compose secrets are mounted', () => {
    const folder = dataDir();
    const secret = (name: string, value: string) => {
      writeFileSync(join(folder, name), `${value}\n`);
      return join(folder, name);
    };
    const config = readAppConfig({
      NODE_ENV: 'production',
      PAUSE_DATA_DIR: folder,
      SESSION_SECRET_FILE: secret('session', 'a-long-random-session-secret'),
      OIDC_CLIENT_SECRET_FILE: secret('client', 'client-secret'),
      DATABASE_URL_FILE: secret('database', 'postgres://pause:pw@postgres/pause'),
      REDIS_URL_FILE: secret('redis', 'redis://:pw@redis:6379'),
    });
    expect(config.sessionSecret).toBe('a-long-random-session-secret');
    expect(config.oidc.clientSecret).toBe('client-secret');
    expect(config.databaseUrl).toBe('postgres://pause:pw@postgres/pause');
    expect(config.redisUrl).toBe('redis://:pw@redis:6379');
  });

  it('refuses a setting given both directly and as a file', () => {
    expect(() => readAppConfig({ REDIS_URL: 'redis://a', REDIS_URL_FILE: '/run/secrets/redis-url' })).toThrow(
      /REDIS_URL and REDIS_URL_FILE are both set: keep one/,
    );
  });

  it('limits sign-in attempts to 60 a minute per address unless SIGN_IN_ATTEMPTS_PER_MINUTE says otherwise', () => {
    expect(readAppConfig({ PAUSE_DATA_DIR: dataDir() }).signInAttemptsPerMinute).toBe(60);
    expect(
      readAppConfig({ SIGN_IN_ATTEMPTS_PER_MINUTE: '600', PAUSE_DATA_DIR: dataDir() }).signInAttemptsPerMinute,
    ).toBe(600);
    expect(() => readAppConfig({ SIGN_IN_ATTEMPTS_PER_MINUTE: '0', PAUSE_DATA_DIR: dataDir() })).toThrow(
      /SIGN_IN_ATTEMPTS_PER_MINUTE must be a whole number above 0, got "0"/,
    );
  });

  it('logs at info, in the format that suits where the output goes, unless LOG_LEVEL and LOG_FORMAT say otherwise', () => {
    expect(readAppConfig({ PAUSE_DATA_DIR: dataDir() }).logging).toEqual({ level: 'info', format: undefined });
    expect(readAppConfig({ LOG_LEVEL: 'WARN', LOG_FORMAT: 'json', PAUSE_DATA_DIR: dataDir() }).logging).toEqual({
      level: 'warn',
      format: 'json',
    });
    expect(() => readAppConfig({ LOG_LEVEL: 'loud', PAUSE_DATA_DIR: dataDir() })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => readAppConfig({ LOG_FORMAT: 'xml', PAUSE_DATA_DIR: dataDir() })).toThrow(
      /LOG_FORMAT must be json or pretty, got "xml"/,
    );
  });

  it('signs pushes with the VAPID pair the environment names, both halves or neither, else with the kept pair', () => {
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 9).toString('base64url');
    expect(readAppConfig({ PAUSE_DATA_DIR: dataDir() }).push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:pause@localhost',
      localServiceCa: undefined,
    });
    expect(
      readAppConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        PUBLIC_URL: 'https://pause.example.com',
        PAUSE_DATA_DIR: dataDir(),
      }).push,
    ).toEqual({
      vapidKeys: { publicKey, privateKey },
      subject: 'https://pause.example.com',
      localServiceCa: undefined,
    });
    expect(() => readAppConfig({ VAPID_PUBLIC_KEY: publicKey, PAUSE_DATA_DIR: dataDir() })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.',
    );
    expect(() =>
      readAppConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey, PAUSE_DATA_DIR: dataDir() }),
    ).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(() => readAppConfig({ VAPID_SUBJECT: 'ops@example.com', PAUSE_DATA_DIR: dataDir() })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https: URL, got "ops@example.com".',
    );
  });

  it('accepts a local push service only outside production', () => {
    expect(readAppConfig({ PUSH_LOCAL_SERVICE_CA: 'PEM', PAUSE_DATA_DIR: dataDir() }).push.localServiceCa).toBe('PEM');
    expect(() =>
      readAppConfig({
        PUSH_LOCAL_SERVICE_CA: 'PEM',
        NODE_ENV: 'production',
        SESSION_SECRET: 's',
        PAUSE_DATA_DIR: dataDir(),
      }),
    ).toThrow(/PUSH_LOCAL_SERVICE_CA is for tests and development/);
  });
});
