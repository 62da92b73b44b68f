// Runs the development OpenID provider on its own, as an "external" issuer (integration tests use it).
// Usage: node dist/modules/auth/dev-oidc/standalone.js <port> <redirect-uri> [client-id] [client-secret]
//   [--post-logout-redirect-uri=<uri>] [--claims-in=both|userinfo|id-token]
//   [--client-auth-method=client_secret_basic|client_secret_post] [--email-verified=false]
import express from 'express';
import type { AddressInfo } from 'node:net';
import { DEV_OIDC_MOUNT_PATH, type DevOidcQuirks, createDevOidcProvider } from './dev-oidc-provider';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flags = new Map(
    args.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2).split('=', 2) as [string, string]),
  );
  const [portArgument = '0', redirectUri, clientId = 'pause-dev', clientSecret = 'pause-dev-secret'] = args.filter(
    (arg) => !arg.startsWith('--'),
  );
  if (!redirectUri) throw new Error('Usage: standalone.js <port> <redirect-uri> [client-id] [client-secret] [--flags]');
  const quirks: DevOidcQuirks = {
    claimsIn: flags.get('claims-in') as DevOidcQuirks['claimsIn'],
    clientAuthMethod: flags.get('client-auth-method') as DevOidcQuirks['clientAuthMethod'],
    emailVerified: flags.get('email-verified') !== 'false',
  };
  const app = express();
  const server = app.listen(Number(portArgument), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}${DEV_OIDC_MOUNT_PATH}`;
  app.use(
    DEV_OIDC_MOUNT_PATH,
    await createDevOidcProvider({
      issuer,
      clientId,
      clientSecret,
      redirectUri,
      postLogoutRedirectUri: flags.get('post-logout-redirect-uri'),
      production: false,
      quirks,
    }),
  );
  // The parent process reads this line to learn the issuer.
  process.stdout.write(`issuer=${issuer}\n`);
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  // Tests stop the provider in the middle of a sign-in: open connections must not keep it up.
  process.on('SIGTERM', () => server.closeAllConnections());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
