// Reading and importing a 10 MB export in bounded memory, held where it counts: the app runs as `npm
// start` runs it, in its own process with a heap of 256 MB, and previews a 10 MB Toggl Track export
// (about 90,000 rows: read, checked for overlaps, summed up), then imports it in parts of at most 500
// rows (docs/import.md, "Limits and memory"), with the achievements evaluated beside it. Were the file
// held whole, or appended in one part, the process would run out of memory and the request fail.
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { largeTogglFile } from '#src/modules/timer/testing/import-files';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { signIn } from '#src/shared/testing/sign-in';
import { createTestDatabase } from '#src/shared/testing/test-database';

const HEAP_MB = 256;
const MB = 1024 * 1024;

describe('importing a large export into an app with a small heap', () => {
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

  // Ending yesterday on the real clock: the app process has no test clock.
  const yesterday = () => Date.now() - 24 * 3600_000;
  const rowsOf = (file: Buffer) => file.toString('latin1').split('\n').length - 2;
  const send = (path: string, file: Buffer) => sam.post(path).set('Content-Type', 'text/csv').send(file);

  // One file for both: the import's keys are the file's rows, so the second sending finds them all.
  const file = largeTogglFile(10 * MB - 1024, yesterday());

  it(`previews a 10 MB export with a ${HEAP_MB} MB heap`, async () => {
    const preview = await send('/api/import/preview?timeZone=UTC', file);
    expect({ status: preview.status, sessions: preview.body.sessions }).toEqual({
      status: 200,
      sessions: rowsOf(file),
    });
  }, 300_000);

  it(`imports the 10 MB export with a ${HEAP_MB} MB heap, then adds nothing the second time`, async () => {
    const imported = await send('/api/import?timeZone=UTC', file);
    expect({ status: imported.status, imported: imported.body.imported }).toEqual({
      status: 200,
      imported: rowsOf(file),
    });
    const again = await send('/api/import?timeZone=UTC', file);
    expect(again.body).toMatchObject({ imported: 0, alreadyImported: rowsOf(file) });
  }, 300_000);
});
