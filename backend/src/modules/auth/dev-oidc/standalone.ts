// Runs the development OpenID provider on its own, as an "external" issuer (integration tests use it).
// Usage: node dist/modules/auth/dev-oidc/standalone.js <port> <redirect-uri> [client-id] [client-secret]
import express from 'express';
import type { AddressInfo } from 'node:net';
import { DEV_OIDC_MOUNT_PATH, createDevOidcProvider } from './dev-oidc-provider';

async function main(): Promise<void> {
  const [portArgument = '0', redirectUri, clientId = 'pause-dev', clientSecret = 'pause-dev-secret'] =
    process.argv.slice(2);
  if (!redirectUri) throw new Error('Usage: standalone.js <port> <redirect-uri> [client-id] [client-secret]');
  const app = express();
  const server = app.listen(Number(portArgument), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}${DEV_OIDC_MOUNT_PATH}`;
  app.use(
    DEV_OIDC_MOUNT_PATH,
    await createDevOidcProvider({ issuer, clientId, clientSecret, redirectUri, production: false }),
  );
  // The parent process reads this line to learn the issuer.
  process.stdout.write(`issuer=${issuer}\n`);
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
