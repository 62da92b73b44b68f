// docker-compose.yml read as an operator would, by Debian's docker-compose 1.29 (`docker-compose
// config`, which needs no Docker engine): the file loads, refuses to start without the settings it
// cannot guess, and keeps the deployment's promises: only the proxy is published, every service has a
// health check, secrets come from files, Redis keeps BullMQ's keys. The proxy's Caddyfile is checked
// by Debian's Caddy (`caddy validate`). Without docker-compose or Caddy the tests that need it are
// skipped with a warning, except under CI, where they fail.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'yaml';

const REPOSITORY_ROOT = join(__dirname, '..', '..');
const REQUIRED = {
  PUBLIC_URL: 'https://pause.example.com',
  OIDC_ISSUER_URL: 'https://id.example.com/realms/pause',
  OIDC_CLIENT_ID: 'pause',
};
const SERVICES = ['app-1', 'app-2', 'postgres', 'proxy', 'redis', 'worker'];
const PAUSE_SERVICES = ['app-1', 'app-2', 'worker'];
/** Settings that hold a secret: only ever given as X_FILE. */
const SECRET_SETTINGS = /^(SESSION_SECRET|OIDC_CLIENT_SECRET|DATABASE_URL|REDIS_URL|POSTGRES_PASSWORD)$/;

interface ComposeService {
  readonly command?: string[];
  readonly environment?: Record<string, string>;
  readonly ports?: unknown[];
  readonly expose?: string[];
  readonly secrets?: { source: string }[];
  readonly healthcheck?: { test: string[] };
}

/** Runs the tests where the Debian program is installed, or under CI (where its absence fails them). */
function describeWhereInstalled(program: string, what: string): jest.Describe {
  const found = spawnSync(program, ['version'], { encoding: 'utf8' });
  if (!found.error || process.env.CI) return describe;
  console.warn(`${what} skipped: ${program} is not installed ("apt-get install ${program}").`);
  return describe.skip;
}

const describeWhereDockerComposeRuns = describeWhereInstalled('docker-compose', 'docker-compose.yml checks');
const describeWhereCaddyRuns = describeWhereInstalled('caddy', 'Caddyfile checks');

function dockerCompose(args: string[], env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !(name in REQUIRED) && !['QUEUE_PREFIX', 'JOB_LOCK_MS'].includes(name),
    ),
  );
  return spawnSync('docker-compose', ['--file', join(REPOSITORY_ROOT, 'docker-compose.yml'), ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
}

describeWhereDockerComposeRuns('docker-compose.yml', () => {
  let services: Record<string, ComposeService>;

  beforeAll(() => {
    const resolved = dockerCompose(['config'], { ...REQUIRED, QUEUE_PREFIX: 'pause-prod', JOB_LOCK_MS: '45000' });
    expect({ status: resolved.status, stderr: resolved.stderr }).toEqual({ status: 0, stderr: '' });
    services = (parse(resolved.stdout) as { services: Record<string, ComposeService> }).services;
  });

  it('loads with docker-compose 1.29 when the settings it needs are given', () => {
    const loaded = dockerCompose(['config', '-q'], REQUIRED);
    expect({ status: loaded.status, stderr: loaded.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it.each(Object.keys(REQUIRED))('refuses to start without %s, saying what to set', (name) => {
    const withoutIt = Object.fromEntries(Object.entries(REQUIRED).filter(([setting]) => setting !== name));
    const refused = dockerCompose(['config', '-q'], withoutIt);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(new RegExp(`Set ${name} to `));
  });

  it('runs PostgreSQL, Redis, two app instances, a worker and a proxy, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(SERVICES);
    for (const [name, service] of Object.entries(services)) {
      expect({ name, healthcheck: service.healthcheck?.test?.length }).toEqual({
        name,
        healthcheck: expect.any(Number),
      });
    }
  });

  it('publishes only the proxy; the apps are reached through it alone, so they may trust its headers', () => {
    const published = Object.entries(services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    for (const app of ['app-1', 'app-2']) {
      expect(services[app].expose).toEqual(['3000']);
      expect(services[app].environment).toMatchObject({ TRUST_PROXY: 'true', PUBLIC_URL: REQUIRED.PUBLIC_URL });
    }
    expect(services.proxy.environment).toMatchObject({ PUBLIC_URL: REQUIRED.PUBLIC_URL });
  });

  it('passes QUEUE_PREFIX and JOB_LOCK_MS through to the apps and the worker alike', () => {
    for (const name of PAUSE_SERVICES) {
      expect({ name, ...services[name].environment }).toMatchObject({
        name,
        QUEUE_PREFIX: 'pause-prod',
        JOB_LOCK_MS: '45000',
      });
    }
  });

  it('hard-codes no secret: each comes from a Compose secret file the service mounts', () => {
    for (const [name, service] of Object.entries(services)) {
      const environment = service.environment ?? {};
      expect({ name, inline: Object.keys(environment).filter((setting) => SECRET_SETTINGS.test(setting)) }).toEqual({
        name,
        inline: [],
      });
      const mounted = (service.secrets ?? []).map((secret) => secret.source);
      for (const [setting, file] of Object.entries(environment).filter(([setting]) => setting.endsWith('_FILE'))) {
        expect({ name, setting, file }).toEqual({ name, setting, file: expect.stringMatching(/^\/run\/secrets\//) });
        expect(mounted).toContain(file.replace('/run/secrets/', ''));
      }
    }
    for (const name of PAUSE_SERVICES) {
      expect(services[name].environment).toMatchObject({
        DATABASE_URL_FILE: '/run/secrets/database_url',
        REDIS_URL_FILE: '/run/secrets/redis_url',
      });
    }
    expect(services['app-1'].environment).toMatchObject({
      SESSION_SECRET_FILE: '/run/secrets/session_secret',
      OIDC_CLIENT_SECRET_FILE: '/run/secrets/oidc_client_secret',
    });
  });

  it('gives Redis a password and the noeviction policy BullMQ needs', () => {
    const script = services.redis.command!.join(' ');
    expect(script).toMatch(/^\s*requirepass "\$\$\(cat \/run\/secrets\/redis_password\)"$/m);
    expect(script).toMatch(/^\s*maxmemory-policy noeviction$/m);
    expect(services.redis.healthcheck!.test.join(' ')).toMatch(/REDISCLI_AUTH=.*redis-cli ping \| grep -q PONG/);
  });

  it("checks the worker's health by the heartbeat file it tells the worker to write", () => {
    const command = services.worker.command!;
    const heartbeat = command[command.indexOf('--heartbeat-file') + 1];
    expect(heartbeat).toMatch(/^\/tmp\/\S+$/);
    expect(services.worker.healthcheck!.test.join(' ')).toContain(`statSync('${heartbeat}')`);
  });
});

describeWhereCaddyRuns("the proxy's Caddyfile", () => {
  it.each(['http://localhost', 'https://pause.example.com'])('is valid with PUBLIC_URL=%s', (publicUrl) => {
    const checked = spawnSync(
      'caddy',
      ['validate', '--adapter', 'caddyfile', '--config', join(REPOSITORY_ROOT, 'deploy', 'Caddyfile')],
      { env: { ...process.env, PUBLIC_URL: publicUrl }, encoding: 'utf8' },
    );
    expect({ status: checked.status, said: checked.stdout.trim().split('\n').pop() }).toEqual({
      status: 0,
      said: 'Valid configuration',
    });
  });
});
