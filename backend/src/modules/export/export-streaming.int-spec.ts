// The export is streamed, not assembled: rows are read only as fast as the person downloads them, the
// reading stops when they go away, and a failure half way drops the connection rather than end a
// cut-off file as if it were whole.
import request from 'supertest';
import { PersonalData, type PersonalDataSection } from '#src/shared/export/personal-data';
import { eventually } from '#src/shared/testing/eventually';
import { signIn } from '#src/shared/testing/sign-in';
import { TEST_APP_ORIGIN, type TestApp, startTestApp } from '#src/testing/test-app';

describe('the export as a stream', () => {
  let pause: TestApp;
  let url: string;
  let cookie: string;
  const endless = { rowsRead: 0, finished: false };
  let failAfter = Infinity;

  beforeAll(async () => {
    pause = await startTestApp();
    const section = {
      name: 'numbers',
      title: 'Numbers',
      fields: ['n', 'padding'],
      async *rowsOf() {
        try {
          for (let n = 0; ; n++) {
            if (n >= failAfter) throw new Error('the database went away');
            endless.rowsRead = n + 1;
            yield { n, padding: 'x'.repeat(200) };
          }
        } finally {
          endless.finished = true;
        }
      },
    } satisfies PersonalDataSection<{ n: number; padding: string }>;
    pause.app.get(PersonalData).register(section);
    const signedIn = await signIn(request.agent(pause.app.getHttpServer()), TEST_APP_ORIGIN, {
      email: 'river@example.com',
      givenName: 'River',
    });
    cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    // The test app listens on a free port already: downloads are read over a real socket.
    url = await pause.app.getUrl();
  });

  afterAll(async () => {
    pause.app.getHttpServer().closeAllConnections();
    await pause.close();
  });

  /** Reads the download's first bytes, then waits, as a slow connection would; then goes away. */
  async function readThenLeave(format: string): Promise<void> {
    const controller = new AbortController();
    const response = await fetch(`${url.replace('[::1]', '127.0.0.1')}/api/export/data?format=${format}`, {
      headers: { cookie, origin: 'http://pause.test' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    // Back-pressure: while nobody reads, the server fills the buffers on the way, then reads no more.
    const settled = await eventually(
      async () => {
        const before = endless.rowsRead;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { before, after: endless.rowsRead };
      },
      ({ before, after }) => before === after,
      'the server stops reading while the download is not read',
      { tries: 20, pauseMs: 0 },
    );
    // A few megabytes of buffers at most, not the whole endless section.
    expect(settled.after).toBeLessThan(100_000);
    controller.abort();
  }

  it.each([['json'], ['csv']])(
    'reads %s rows only as fast as they are downloaded, and stops when the person goes away',
    async (format) => {
      endless.rowsRead = 0;
      endless.finished = false;
      await readThenLeave(format);
      await eventually(
        () => endless.finished,
        (finished) => finished,
        'the section is no longer read',
      );
    },
  );

  it.each([['json'], ['csv']])(
    'drops the %s download rather than end a cut-off file as a whole one',
    async (format) => {
      failAfter = 1_000;
      try {
        await expect(request(url).get(`/api/export/data?format=${format}`).set('Cookie', cookie)).rejects.toThrow(
          /socket hang up|aborted|ECONNRESET/,
        );
      } finally {
        failAfter = Infinity;
      }
    },
  );
});
