// The OpenAPI document without a database, a port or a sign-in provider: Nest reads the app's modules in
// its preview mode, which records every controller and its routes but builds no provider, so nothing
// connects anywhere. `npm run api:types` writes it for the web app this way, and the API document test
// holds it equal to the one the running app serves at /api/docs-json.
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '#src/app.module';
import { readAppConfig } from '#src/config/app-config';
import { placeRoutes } from '#src/bootstrap/route-prefix';
import { buildApiDocument } from './api-document';

/** Never opened: preview mode builds no provider, the database's included. */
const NO_DATABASE = 'postgres://no-database.invalid/pause';

export async function buildOfflineApiDocument(): Promise<OpenAPIObject> {
  // A fixed environment, not the process's: the document is the same wherever it is built, and a
  // development session secret is not written to the data folder for it.
  const config = readAppConfig({ SESSION_SECRET: 'unused: the document opens no session' });
  const app = await NestFactory.create(AppModule.forRoot({ config, databaseUrl: NO_DATABASE }), {
    preview: true,
    logger: false,
    bodyParser: false,
  });
  try {
    placeRoutes(app);
    return buildApiDocument(app);
  } finally {
    await app.close();
  }
}
