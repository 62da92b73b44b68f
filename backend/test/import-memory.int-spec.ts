// Importing a 10 MB export in bounded memory, held where it counts: the app runs as `npm start` runs it,
// in its own process with a heap of 256 MB, and previews and imports a 10 MB Toggl Track export (about
// 90,000 rows). Were the file held whole, or its sessions appended in one statement, the process would
// run out of memory and the request fail (docs/import.md, "Limits and memory").
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { largeTogglFile } from '../src/modules/timer/testing/import-files';
import type { DatabaseEndpoint } from '../src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '../src/shared/testing/app-process';
import { signIn } from '../src/shared/testing/sign-in';
import { createTestDatabase } from '../src/shared/testing/test-database';

const HEAP_MB = 256;

describe('importing a 10 MB export', () => {
  let database: DatabaseEndpoint | undefined;
  let app: AppProcess;
  let sam: TestAgent;

  beforeAll(async () => {
    database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    app = await startAppProcess({
      command: ['node', `--max-old-space-size=${HEAP_MB}`, 'backend/dist/main.js'],
      env: { DATABASE_URL: database?.url, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined, REDIS_URL: undefined },
    });
    sam = request.agent(app.url);
    await signIn(sam, app.url, { email: 'sam.history@example.com', givenName: 'Sam' });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.close();
  });

  it(`previews and imports it in an app with a ${HEAP_MB} MB heap`, async () => {
    // Ending yesterday on the real clock: the app process has no test clock.
    const file = largeTogglFile(10 * 1024 * 1024 - 1024, Date.now() - 24 * 3600_000);
    const rows = file.toString('latin1').split('\n').length - 2;
    const send = (path: string) => sam.post(path).set('Content-Type', 'text/csv').send(file);

    const preview = await send('/api/import/preview?timeZone=UTC');
    expect({ status: preview.status, sessions: preview.body.sessions }).toEqual({ status: 200, sessions: rows });
    const importing = Date.now();
    const imported = await send('/api/import?timeZone=UTC');
    expect({ status: imported.status, imported: imported.body.imported }).toEqual({ status: 200, imported: rows });
    process.stdout.write(`Imported ${rows} rows in ${Math.round((Date.now() - importing) / 1000)} s.\n`);
  }, 600_000);
});
