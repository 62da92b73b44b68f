// Debian's glewlwyd (an OpenID Connect provider written in C, by people who never saw Pause) in a
// child process, for tests against a provider nobody here wrote. Each start gets its own folder: a
// sqlite database made from the package's init.sqlite3.sql, a copy of the package's web pages (with
// `cp -rL`: the package's links are relative), and a configuration naming a free port. The OIDC plugin,
// the scopes, Pause's client and one person are then created through glewlwyd's admin REST API, as an
// operator would.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from './app-process';

const GLEWLWYD = '/usr/bin/glewlwyd';
const PACKAGE_WEB_PAGES = '/usr/share/glewlwyd/webapp';
const PACKAGE_WEB_CONFIG = '/etc/glewlwyd/config-2.7.json/config.json';
const PACKAGE_DATABASE_SCRIPT = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
/** init.sqlite3.sql creates this administrator. */
const ADMIN = { username: 'admin', password: 'password' };
const PLUGIN_NAME = 'oidc';
const STARTED_LINE = /Glewlwyd started on port/;

/** glewlwyd processes still running; killed if the test process exits first (a failed setup, say). */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface GlewlwydPerson {
  readonly username: string;
  readonly password: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

export interface GlewlwydOptions {
  /** Pause's callback, registered for the client. */
  readonly redirectUri: string;
  /** Where RP-initiated logout returns (Pause's landing page). */
  readonly postLogoutRedirectUri: string;
  readonly person: GlewlwydPerson;
}

export interface GlewlwydProcess {
  /** The OIDC plugin's issuer: OIDC_ISSUER_URL. */
  readonly issuer: string;
  /** Where glewlwyd serves its pages and API. */
  readonly origin: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Everything glewlwyd logged so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Why glewlwyd cannot run here, or undefined when it can. */
export function glewlwydMissing(): string | undefined {
  for (const path of [GLEWLWYD, PACKAGE_WEB_PAGES, PACKAGE_WEB_CONFIG, PACKAGE_DATABASE_SCRIPT]) {
    if (!existsSync(path)) return `${path} is missing: install Debian's glewlwyd ("apt-get install glewlwyd sqlite3").`;
  }
  if (spawnSync('sqlite3', ['-version']).status !== 0) return 'sqlite3 is missing: "apt-get install sqlite3".';
  return undefined;
}

/** The person the glewlwyd tests sign in as, created through its admin API. */
export const GLEWLWYD_TEST_PERSON = {
  username: 'alice',
  password: 'correct horse battery staple',
  email: 'alice@example.com',
  givenName: 'Alice',
  familyName: 'Martin',
} as const;

/**
 * The given describe when glewlwyd can run here; otherwise a skipped one and a warning, except on CI,
 * which installs glewlwyd and so must fail loudly if it is missing.
 */
export function describeWhereGlewlwydRuns<Describe extends { skip: Describe }>(run: Describe, what: string): Describe {
  const missing = glewlwydMissing();
  if (!missing || process.env.CI) return run;
  console.warn(`${what} skipped: ${missing}`);
  return run.skip;
}

export async function startGlewlwyd(options: GlewlwydOptions): Promise<GlewlwydProcess> {
  const missing = glewlwydMissing();
  if (missing) throw new Error(missing);
  const folder = mkdtempSync(join(tmpdir(), 'pause-glewlwyd-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  prepareFolder(folder, port, origin);

  const child = spawn(GLEWLWYD, [`--config-file=${join(folder, 'glewlwyd.conf')}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (STARTED_LINE.test(output)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`glewlwyd exited with ${code} before it started:\n${output}`)));
  });

  const stop = () => stopChild(child).then(() => rmSync(folder, { recursive: true, force: true }));
  try {
    await answering(origin);
    const client = { clientId: 'pause', clientSecret: 'pause-glewlwyd-secret' };
    await configureThroughAdminApi(origin, options, client);
    return { issuer: `${origin}/api/${PLUGIN_NAME}`, origin, ...client, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`Setting glewlwyd up failed: ${(error as Error).message}\n${output}`);
  }
}

function prepareFolder(folder: string, port: number, origin: string): void {
  const pages = join(folder, 'webapp');
  const copied = spawnSync('cp', ['-rL', PACKAGE_WEB_PAGES, pages]);
  if (copied.status !== 0) throw new Error(`Copying glewlwyd's pages failed: ${copied.stderr.toString()}`);
  // The package links config.json to a folder holding config.json: the pages need the file itself.
  rmSync(join(pages, 'config.json'), { recursive: true, force: true });
  writeFileSync(join(pages, 'config.json'), readFileSync(PACKAGE_WEB_CONFIG));

  const database = join(folder, 'glewlwyd.db');
  const created = spawnSync('sqlite3', [database], { input: gunzipSync(readFileSync(PACKAGE_DATABASE_SCRIPT)) });
  if (created.status !== 0) throw new Error(`Creating glewlwyd's database failed: ${created.stderr.toString()}`);

  // glewlwyd refuses to start without these two files, even with use_secure_connection=false.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(join(folder, 'unused-tls.key'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(join(folder, 'unused-tls.pem'), publicKey.export({ type: 'spki', format: 'pem' }));

  writeFileSync(join(folder, 'glewlwyd.conf'), configuration(folder, port, origin));
}

function configuration(folder: string, port: number, origin: string): string {
  const mime = [
    ['.html', 'text/html'],
    ['.css', 'text/css'],
    ['.js', 'application/javascript'],
    ['.json', 'application/json'],
    ['.png', 'image/png'],
    ['.ico', 'image/x-icon'],
    ['.svg', 'image/svg+xml'],
    ['.woff', 'font/woff'],
    ['.woff2', 'font/woff2'],
    ['.ttf', 'font/ttf'],
  ];
  return `port=${port}
bind_address="127.0.0.1"
external_url="${origin}"
login_url="login.html"
static_files_path="${join(folder, 'webapp')}/"
static_files_prefix="/"
api_prefix="api"
allow_origin="*"
log_mode="console"
log_level="INFO"
cookie_secure=0
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="/usr/lib/glewlwyd/user"
client_module_path="/usr/lib/glewlwyd/client"
user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"
plugin_module_path="/usr/lib/glewlwyd/plugin"
use_secure_connection=false
secure_connection_key_file="${join(folder, 'unused-tls.key')}"
secure_connection_pem_file="${join(folder, 'unused-tls.pem')}"
hash_algorithm="SHA512"
database = { type = "sqlite3" path = "${join(folder, 'glewlwyd.db')}" };
static_files_mime_types = (
${mime.map(([extension, type]) => `  { extension = "${extension}" mime_type = "${type}" compress = 0 }`).join(',\n')}
);
`;
}

async function configureThroughAdminApi(
  origin: string,
  options: GlewlwydOptions,
  client: { clientId: string; clientSecret: string },
): Promise<void> {
  const api = adminApi(origin);
  await api('POST', '/auth/', ADMIN);
  // The database user module stores any property its data format names: add the two name claims.
  await api('PUT', '/mod/user/database', {
    module: 'database',
    name: 'database',
    display_name: 'Database backend',
    order_rank: 0,
    parameters: {
      'use-glewlwyd-connection': true,
      'data-format': Object.fromEntries(
        ['picture', 'given_name', 'family_name'].map((property) => [
          property,
          { multiple: false, read: true, write: true, 'profile-read': true, 'profile-write': false },
        ]),
      ),
    },
    enabled: true,
    readonly: false,
  });
  // A running instance keeps the data format it started with until the modules are reloaded.
  await api('PUT', '/mod/reload/', {});
  for (const scope of ['profile', 'email']) {
    await api('POST', '/scope/', {
      name: scope,
      display_name: scope,
      description: `OpenID ${scope} claims`,
      password_required: true,
      password_max_age: 0,
      scheme: {},
    });
  }
  await api('POST', '/mod/plugin/', {
    module: 'oidc',
    name: PLUGIN_NAME,
    display_name: 'OpenID Connect',
    order_rank: 0,
    parameters: oidcPluginParameters(`${origin}/api/${PLUGIN_NAME}`),
  });
  await api('POST', '/client/', {
    client_id: client.clientId,
    name: 'Pause',
    enabled: true,
    confidential: true,
    client_secret: client.clientSecret,
    redirect_uri: [options.redirectUri],
    // glewlwyd issues a refresh token with every code exchange, and refuses it to a client without this grant.
    authorization_type: ['code', 'refresh_token'],
    scope: [],
    token_endpoint_auth_method: ['client_secret_basic'],
    post_logout_redirect_uri: options.postLogoutRedirectUri,
  });
  const { person } = options;
  await api('POST', '/user/', {
    username: person.username,
    password: person.password,
    name: `${person.givenName} ${person.familyName}`,
    given_name: person.givenName,
    family_name: person.familyName,
    email: person.email,
    // g_profile lets the person grant scopes to a client on glewlwyd's own pages.
    scope: ['g_profile', 'openid', 'profile', 'email'],
    enabled: true,
  });
}

/** The OIDC plugin: authorization code only, PKCE (S256) allowed, session management for RP-initiated logout. */
function oidcPluginParameters(issuer: string): Record<string, unknown> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    iss: issuer,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    cert: publicKey.export({ type: 'spki', format: 'pem' }),
    'access-token-duration': 3600,
    'refresh-token-duration': 1209600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': true,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    scope: [],
    'additional-parameters': [],
    claims: ['given_name', 'family_name'].map((claim) => ({
      name: claim,
      'user-property': claim,
      type: 'string',
      mandatory: true,
      'on-demand': false,
      scope: [],
    })),
    'name-claim': 'mandatory',
    'name-claim-scope': [],
    'email-claim': 'mandatory',
    'email-claim-scope': [],
    'scope-claim': 'no',
    'scope-claim-scope': [],
    'address-claim': { type: 'no', mandatory: false },
    'allowed-scope': ['openid', 'profile', 'email'],
    'secret-type': 'pairwise',
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'session-management-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 2592000,
    'jwks-show': true,
    'request-parameter-allow': false,
    'introspection-revocation-allowed': false,
    'register-client-allowed': false,
  };
}

/** Calls glewlwyd's API as the signed-in administrator (its session cookie carried along). */
function adminApi(origin: string) {
  let cookie = '';
  return async (method: string, path: string, body: unknown): Promise<void> => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    }).catch((error: Error) => {
      throw new Error(`${method} ${path} failed: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    });
    const session = response.headers.get('set-cookie')?.split(';')[0];
    if (session) cookie = session;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  };
}

/** glewlwyd says it started a moment before its port accepts connections. */
async function answering(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${origin}/login.html`).catch(() => undefined);
    if (response) {
      await response.arrayBuffer();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`glewlwyd does not answer at ${origin}.`);
}

/** SIGTERM, and SIGKILL if glewlwyd has not ended a few seconds later (it sometimes ignores SIGTERM). */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
