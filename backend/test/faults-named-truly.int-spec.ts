// Faults are named after whoever caused them, in the answer and in the log: an upload the client
// abandons is the client's (info, never "the database is not answering"); a body over any limit, the
// development provider's sign-in form included, is a 413 in the single error shape with no stack
// logged; a week or a date outside the calendar's years is a 400 with a sentence, never a 500. Pause
// runs as its own process with its JSON log, and the lines each request wrote are read back.
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { largeTogglFile } from '#src/modules/timer/testing/import-files';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly requestId?: string;
  readonly context?: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
}

const SINGLE_SHAPE = { statusCode: expect.any(Number), error: expect.any(String), message: expect.anything() };
/** What a stack frame looks like in a logged message. */
const STACK_FRAME = /\n\s+at /;

onServer('faults named truly', () => {
  let database: DatabaseEndpoint;
  let pause: AppProcess;
  let alex: TestAgent;
  let alexCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    pause = await startAppProcess({
      command: ['node', 'backend/dist/main.js'],
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: undefined,
        OIDC_ISSUER_URL: undefined,
        PUBLIC_URL: undefined,
        NODE_ENV: undefined,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
    });
    alex = request.agent(pause.url);
    alexCookie = sessionCookieOf(
      await signIn(alex, pause.url, { email: 'alex.faults@example.com', givenName: 'Alex' }),
    );
  });

  afterAll(async () => {
    await pause?.stop();
    await database?.close();
  });

  function logLines(): LogLine[] {
    return pause
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** Every line logged while this request was handled, once its own request line is written. */
  async function linesOfRequest(requestId: string): Promise<LogLine[]> {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const lines = logLines().filter((line) => line.requestId === requestId);
      if (lines.some((line) => typeof line.status === 'number')) {
        // Lines the error handler writes after the connection closed come a moment later.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return logLines().filter((line) => line.requestId === requestId);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No request line for ${requestId}. Output:\n${pause.output().slice(-3000)}`);
  }

  function expectNoFaultLogged(lines: LogLine[]) {
    for (const line of lines) {
      expect({ line, level: line.level }).toEqual({ line, level: expect.stringMatching(/^(info|debug|trace)$/) });
      expect(line.msg).not.toMatch(STACK_FRAME);
      expect(line.msg).not.toMatch(/database/i);
    }
  }

  describe('an upload the client abandons', () => {
    /** Sends the first half of a 2 MB Toggl export, then closes the connection as a closed tab would. */
    async function abandonUpload(path: string, requestId: string): Promise<void> {
      const file = largeTogglFile(2 * 1024 * 1024);
      const upload = httpRequest(new URL(path, pause.url), {
        method: 'POST',
        headers: {
          Cookie: alexCookie,
          'Content-Type': 'text/csv',
          'Content-Length': file.length,
          'X-Request-Id': requestId,
        },
      });
      upload.on('error', () => undefined);
      upload.write(file.subarray(0, file.length / 2));
      // Long enough for the server to be reading the rows when the connection goes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      upload.destroy();
    }

    it.each([
      ['a preview', '/api/import/preview', 'faults-abandoned-preview'],
      ['an import', '/api/import', 'faults-abandoned-import'],
    ])(
      'of %s is logged as the client closing the connection, at info, and never as a database outage',
      async (_, path, requestId) => {
        await abandonUpload(path, requestId);

        const lines = await linesOfRequest(requestId);
        expectNoFaultLogged(lines);
        expect(lines.find((line) => typeof line.status === 'number')).toMatchObject({
          level: 'info',
          path,
          status: 499,
          msg: `POST ${path} 499 (the client closed the connection first)`,
        });
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 'info',
            msg: expect.stringMatching(/^The upload was cut off before it ended/),
          }),
        );
        expect(pause.output()).not.toMatch(/Answered 503/);
      },
    );
  });

  describe('a body over a limit', () => {
    /** The development provider's sign-in page for a sign-in just begun: its form's address. */
    async function signInFormAddress(agent: TestAgent): Promise<string> {
      let response = await agent.get('/api/login');
      for (let hop = 0; hop < 5 && response.status >= 300; hop++) {
        const location = new URL(response.headers.location as string, pause.url);
        if (location.pathname.startsWith('/oidc/interaction/')) return location.pathname;
        response = await agent.get(location.pathname + location.search);
      }
      throw new Error(`No sign-in form: ${response.status}`);
    }

    it('on the development provider’s sign-in form is a 413 in the single error shape, logged without a stack', async () => {
      const browser = request.agent(pause.url);
      const form = await signInFormAddress(browser);

      const response = await browser
        .post(form)
        .set('X-Request-Id', 'faults-large-sign-in-form')
        .type('form')
        .send({ email: 'sam@example.com', givenName: 'S'.repeat(5 * 1024) });

      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The request body is too large. Requests may carry at most 4 kB.',
      });
      const lines = await linesOfRequest('faults-large-sign-in-form');
      expectNoFaultLogged(lines);
      expect(lines.find((line) => typeof line.status === 'number')).toMatchObject({ level: 'info', status: 413 });
    });

    it('on the development provider’s own endpoints is a 413 in the single error shape, logged without a stack', async () => {
      const response = await request(pause.url)
        .post('/oidc/token')
        .set('X-Request-Id', 'faults-large-token-request')
        .type('form')
        .send({ grant_type: 'authorization_code', code: 'c'.repeat(60 * 1024) });

      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The request body is too large. Requests may carry at most 56 kB.',
      });
      expectNoFaultLogged(await linesOfRequest('faults-large-token-request'));
    });

    it('on the API is a 413 in the single error shape, logged without a stack', async () => {
      const response = await alex
        .post('/api/reflections')
        .set('X-Request-Id', 'faults-large-json')
        .send({ weekStart: '2026-11-16', content: 'x'.repeat(20 * 1024) });

      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The request body is too large. Requests may carry at most 16 kB.',
      });
      expectNoFaultLogged(await linesOfRequest('faults-large-json'));
    });

    it('on the import is a 413 in the single error shape, logged without a stack', async () => {
      // Only the start of a file that says it is over 10 MB: the answer comes before the rest is read.
      const response = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const upload = httpRequest(new URL('/api/import/preview', pause.url), {
          method: 'POST',
          headers: {
            Cookie: alexCookie,
            'Content-Type': 'text/csv',
            'Content-Length': 10 * 1024 * 1024 + 1,
            'X-Request-Id': 'faults-large-import',
          },
        });
        upload.on('error', reject);
        upload.on('response', (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () => {
            upload.destroy();
            resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) });
          });
        });
        upload.write('Project,Description');
      });

      expect(response.status).toBe(413);
      expect(response.body).toEqual({ ...SINGLE_SHAPE, statusCode: 413, message: expect.stringMatching(/10 MB/) });
      expectNoFaultLogged(await linesOfRequest('faults-large-import'));
    });
  });

  describe('a week or a date outside the years 1970 to 9999', () => {
    const WEEK_OUT = /^weekStart must be a Monday from 1970-01-05 to 9999-12-20/;
    const DATE_OUT = (field: string) => new RegExp(`^${field} must be a date from 1970-01-01 to 9999-12-31`);
    const MOMENT_OUT = (field: string) => new RegExp(`^${field} must be a moment from 1970-01-01 to 9999-12-31`);
    const SOMEONE = '00000000-0000-4000-8000-000000000000';

    const cases: [name: string, send: (agent: TestAgent) => request.Test, message: RegExp][] = [
      [
        'the sessions of the week whose Sunday is in 10000',
        (a) => a.get('/api/sessions?weekStart=9999-12-27'),
        WEEK_OUT,
      ],
      ['the sessions of a week in 1969', (a) => a.get('/api/sessions?weekStart=1969-12-22'), DATE_OUT('weekStart')],
      [
        'the weekly balance of the last week of 9999',
        (a) => a.get('/api/analytics/weekly?weekStart=9999-12-27'),
        WEEK_OUT,
      ],
      [
        'the daily balances from 1969',
        (a) => a.get('/api/analytics/daily?startDate=1969-12-31&endDate=1970-01-02'),
        DATE_OUT('startDate'),
      ],
      ['the monthly balance of 10000', (a) => a.get('/api/analytics/monthly?year=10000&month=1'), /^year must be/],
      ['the reflection of the last week of 9999', (a) => a.get('/api/reflections/9999-12-27'), WEEK_OUT],
      [
        'a reflection on the last week of 9999',
        (a) => a.post('/api/reflections').send({ weekStart: '9999-12-27', content: 'Far away' }),
        WEEK_OUT,
      ],
      [
        'a challenge for the last week of 9999',
        (a) => a.post('/api/challenges').send({ challengedId: SOMEONE, weekStart: '9999-12-27' }),
        WEEK_OUT,
      ],
      [
        'a session added in 1969',
        (a) =>
          a.post('/api/sessions').send({
            type: 'work',
            startTime: '1969-12-31T09:00:00Z',
            endTime: '1969-12-31T17:00:00Z',
          }),
        MOMENT_OUT('startTime'),
      ],
      [
        'a session added on the last evening of 9999, west of UTC',
        (a) =>
          a.post('/api/sessions').send({
            type: 'work',
            startTime: '9999-12-31T20:00:00-12:00',
            endTime: '9999-12-31T21:00:00-12:00',
          }),
        MOMENT_OUT('startTime'),
      ],
    ];

    it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
      'is a 400 with a sentence on every route that takes one, for a person in %s',
      async (timeZone) => {
        await alex.patch('/api/auth/user').send({ timeZone }).expect(200);
        for (const [name, send, message] of cases) {
          const requestId = `faults-calendar-${timeZone}-${cases.findIndex(([other]) => other === name)}`;
          const response = await send(alex).set('X-Request-Id', requestId);
          expect({ name, status: response.status }).toEqual({ name, status: 400 });
          expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
          expect({ name, message: (response.body as { message: string[] }).message }).toEqual({
            name,
            message: expect.arrayContaining([expect.stringMatching(message)]),
          });
          expectNoFaultLogged(await linesOfRequest(requestId));
        }
      },
    );

    it('still answers the last week and the last day the calendar holds', async () => {
      await alex.patch('/api/auth/user').send({ timeZone: 'America/Los_Angeles' }).expect(200);
      await alex.get('/api/sessions?weekStart=9999-12-20').expect(200, []);
      await alex.get('/api/analytics/weekly?weekStart=9999-12-20').expect(200);
      await alex.get('/api/analytics/daily?startDate=9999-12-31&endDate=9999-12-31').expect(200);
      await alex.get('/api/sessions?weekStart=1970-01-05').expect(200, []);
    });
  });
});
