import express from 'express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { appLogging, loggedPath, requestLogging, withLogFields } from './app-logging';

/** An app whose log lines are kept in `lines`. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logging = appLogging({ level: 'info', format: 'json' }, destination);
  const app = express();
  app.use(requestLogging(logging));
  app.get('/health', (_request, response) => response.send('ok'));
  app.get('/boom', (_request, response) => {
    logging.nest.error('something broke', 'HTTP');
    response.status(500).send('no');
  });
  app.get('/start-job', async (_request, response) => {
    await withLogFields({ job: 'achievements:event-7', requestId: 'req-of-the-job' }, async () =>
      logging.nest.log('working', 'Jobs'),
    );
    response.send('started');
  });
  app.use((_request, response) => response.status(404).send('none'));
  return { app, lines, logging };
}

/** pino writes each line when asked; supertest's answer can come first. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the request log', () => {
  it('writes one line per request: method, path with query keys only, status, duration and request id', async () => {
    const { app, lines } = appWithLog();
    const answer = await request(app)
      .get('/api/analytics/daily?startDate=alex@example.com&endDate=2026-11-20')
      .set('Cookie', 'pause.sid=s%3Asecret')
      .set('Authorization', 'Bearer secret');
    await settle();
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        pid: process.pid,
        hostname: expect.any(String),
        requestId: answer.headers['x-request-id'],
        method: 'GET',
        path: '/api/analytics/daily?startDate&endDate',
        status: 404,
        durationMs: expect.any(Number),
        msg: 'GET /api/analytics/daily?startDate&endDate 404',
      },
    ]);
  });

  it("marks every line logged while handling a request with the request's id, and a 500 as an error", async () => {
    const { app, lines } = appWithLog();
    await request(app).get('/boom').set('X-Request-Id', 'req-42').expect(500);
    await settle();
    expect(lines.map(({ level, requestId, context, msg }) => ({ level, requestId, context, msg }))).toEqual([
      { level: 'error', requestId: 'req-42', context: 'HTTP', msg: 'something broke' },
      { level: 'error', requestId: 'req-42', context: undefined, msg: 'GET /boom 500' },
    ]);
  });

  it('answers every request with its id, and writes nothing for health probes', async () => {
    const { app, lines } = appWithLog();
    const probe = await request(app).get('/health').set('X-Request-Id', 'probe-1').expect(200);
    await settle();
    expect(probe.headers['x-request-id']).toBe('probe-1');
    expect(lines).toEqual([]);
  });
});

describe("a job's lines", () => {
  it('carry the job and the request that caused it, not the request they were started in', async () => {
    const { app, lines } = appWithLog();
    await request(app).get('/start-job').set('X-Request-Id', 'req-of-the-poll').expect(200);
    await settle();
    const [job] = lines.filter((line) => line.msg === 'working');
    expect(job).toMatchObject({ job: 'achievements:event-7', requestId: 'req-of-the-job', context: 'Jobs' });
  });
});

describe("the app's other lines", () => {
  it("leave out Nest's start-up chatter, but not its warnings, nor Pause's own start-up lines", async () => {
    const { lines, logging } = appWithLog();
    logging.nest.log('InstanceLoader dependencies initialized', 'InstanceLoader');
    logging.nest.log('Mapped {/api/timer/start, POST} route', 'RouterExplorer');
    logging.nest.warn('Something to know', 'NestApplication');
    logging.nest.log('Pause is ready on http://localhost:3000', 'Pause');
    await settle();
    expect(lines.map(({ level, context, msg }) => ({ level, context, msg }))).toEqual([
      { level: 'warn', context: 'NestApplication', msg: 'Something to know' },
      { level: 'info', context: 'Pause', msg: 'Pause is ready on http://localhost:3000' },
    ]);
  });
});

describe('the path a request line shows', () => {
  const path = (url: string) => loggedPath({ url } as never);

  it('keeps the query’s keys and drops its values', () => {
    expect(path('/api/analytics/daily?startDate=2026-11-16&endDate=2026-11-22')).toBe(
      '/api/analytics/daily?startDate&endDate',
    );
    expect(path('/api/login?canonical=1')).toBe('/api/login?canonical');
    expect(path('/api/timer/active')).toBe('/api/timer/active');
  });

  it('cuts a path of junk at 300 characters', () => {
    expect(path(`/${'x'.repeat(1000)}`)).toHaveLength(301);
  });
});
