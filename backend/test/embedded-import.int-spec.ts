// On the embedded database an import appends in shorter transactions than on a server: each holds the
// whole engine, and the one-second poll waits for it (IMPORT_APPEND_ROWS, docs/performance.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { IMPORT_APPEND_ROWS } from '#src/modules/timer/commands/import-sessions.handler';
import { togglHistory } from '#src/modules/timer/testing/import-files';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { advertisedDatabaseUrl } from '#src/shared/testing/embedded-folder';
import { signIn } from '#src/shared/testing/sign-in';
import { withDatabase } from '#src/shared/testing/sql-client';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };

describe('an import on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-embedded-import-'));
  let app: AppProcess;

  beforeAll(async () => {
    app = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir });
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`appends ${IMPORT_APPEND_ROWS.embedded} rows at a time, where a server takes ${IMPORT_APPEND_ROWS.onServer}`, async () => {
    const browser = request.agent(app.url);
    await signIn(browser, app.url, { email: 'embedded.import@example.com', givenName: 'Ema' });
    const rows = 2 * IMPORT_APPEND_ROWS.embedded + 1;
    const answer = await browser
      .post('/api/import?timeZone=UTC')
      .set('Content-Type', 'text/csv')
      .send(togglHistory(rows))
      .expect(200);
    expect(answer.body).toMatchObject({ imported: rows, refused: [] });

    const userId = (await browser.get('/api/auth/user').expect(200)).body.id as string;
    const { rows: appends } = await withDatabase(advertisedDatabaseUrl(dataDir), (client) =>
      client.query<{ transactions: string; sessions: string }>(
        `select (select count(distinct transaction_id::text) from events where stream_id = $1) as transactions,
                (select count(*) from sessions where user_id = $2) as sessions`,
        [`timer-${userId}`, userId],
      ),
    );
    expect(appends[0]).toEqual({ transactions: '3', sessions: String(rows) });
  });
});
