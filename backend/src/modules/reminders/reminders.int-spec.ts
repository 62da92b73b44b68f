import type TestAgent from 'supertest/lib/agent';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '#src/app.module';
import { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
import { readAppConfig } from '#src/config/app-config';
import {
  type LocalPushService,
  type LocalSubscription,
  startLocalPushService,
} from '#src/shared/testing/local-push-service';
import { type TestApp, TEST_APP_ORIGIN, startTestApp } from '#src/testing/test-app';
import { SEND_DUE_REMINDERS, SendDueRemindersProcessor } from './reactions/send-due-reminders.processor';

const MINUTE = 60 * 1000;

describe('reminders by push, through a push service of our own', () => {
  let service: LocalPushService;
  let pause: TestApp;
  let people = 0;
  let runs = 0;

  beforeAll(async () => {
    service = await startLocalPushService();
    pause = await startTestApp({ env: { PUSH_LOCAL_SERVICE_CA: service.certificate } });
  });

  afterAll(async () => {
    await pause.close();
    await service.close();
  });

  afterEach(() => expect(service.refused()).toEqual([]));

  /** What the schedule runs every minute, run now. */
  const sweep = (app: INestApplicationContext = pause.app) =>
    app
      .get(SendDueRemindersProcessor)
      .process({ id: `sweep-${++runs}`, name: SEND_DUE_REMINDERS, data: {}, attempt: 1 });

  const queuePrefix = `pause-test-push-worker-${process.pid}`;

  /** The worker (role `worker`: BullMQ's workers and the schedules) on the test app's database and clock. */
  async function startWorkerBeside(): Promise<INestApplicationContext> {
    if (!process.env.REDIS_URL) throw new Error('The worker needs REDIS_URL.');
    const config = readAppConfig({
      ...process.env,
      DATABASE_URL: pause.databaseUrl,
      PUBLIC_URL: TEST_APP_ORIGIN,
      SESSION_SECRET: 'test-session-secret',
      NODE_ENV: 'test',
      QUEUE_PREFIX: queuePrefix,
      PUSH_LOCAL_SERVICE_CA: service.certificate,
    });
    return NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: pause.databaseUrl, role: 'worker', clock: pause.clock }),
      { logger: false },
    );
  }

  /** Runs the sweep every minute from now for `minutes` minutes, as the schedule would. */
  async function sweepEachMinuteFor(minutes: number): Promise<void> {
    for (let minute = 0; minute < minutes; minute += 1) {
      pause.clock.advance(MINUTE);
      await sweep();
    }
  }

  /** A new person, signed in on a device subscribed to push (the day's clock set first). */
  async function subscribedPerson(timeZone = 'UTC'): Promise<{ agent: TestAgent; device: LocalSubscription }> {
    people += 1;
    const agent = await pause.signedIn({ email: `push-${people}@example.com`, givenName: `Push${people}` });
    await agent.patch('/api/auth/user').send({ timeZone }).expect(200);
    const device = service.subscribe();
    await agent.post('/api/push/subscriptions').send(device).expect(204);
    return { agent, device };
  }

  const pushesTo = (device: LocalSubscription) =>
    service.received().filter((push) => push.endpoint === device.endpoint);
  const kindsPushedTo = (device: LocalSubscription) =>
    pushesTo(device).map((push) => (push.payload as { kind: string }).kind);
  const subscriptionRows = async (endpoint: string) =>
    (await pause.sql.query('select 1 from push_subscriptions where endpoint = $1', [endpoint])).length;

  describe('subscribing a device', () => {
    it('gives the same public key every time, the one kept in the database when the environment names none', async () => {
      const { agent } = await subscribedPerson();
      const first = (await agent.get('/api/push/public-key').expect(200)).body.publicKey as string;
      expect(Buffer.from(first, 'base64url')).toHaveLength(65);
      expect((await agent.get('/api/push/public-key').expect(200)).body.publicKey).toBe(first);
      const [kept] = await pause.sql.query<{ public_key: string }>('select public_key from push_vapid_keys', []);
      expect(kept.public_key).toBe(first);
    });

    it('refuses a malformed subscription with a sentence, and keeps nothing', async () => {
      const { agent } = await subscribedPerson();
      const device = service.subscribe();
      const refusals: [object, string][] = [
        [{ ...device, endpoint: device.endpoint.replace('https:', 'http:') }, 'endpoint must be an https address'],
        [{ ...device, keys: { ...device.keys, p256dh: 'abc' } }, 'keys.p256dh must be an uncompressed P-256'],
        [
          { ...device, keys: { ...device.keys, auth: Buffer.alloc(8).toString('base64url') } },
          'keys.auth must be a 16-byte',
        ],
        [{ endpoint: device.endpoint }, 'keys must hold p256dh and auth'],
        [
          { ...device, endpoint: 'https://internal.corp.example/hook' },
          "endpoint must be the address of a browser's push service",
        ],
        [{ ...device, endpoint: 'https://push.example.com/a', extra: 1 }, 'extra is not a field this request accepts'],
        [{ ...device, endpoint: 42 }, 'endpoint must be text'],
      ];
      for (const [body, sentence] of refusals) {
        const refused = await agent.post('/api/push/subscriptions').send(body).expect(400);
        expect(refused.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
        expect(JSON.stringify(refused.body.message)).toContain(sentence);
      }
      expect(await subscriptionRows(device.endpoint)).toBe(0);
    });

    it('forgets the device when asked, and only the asker’s own', async () => {
      const { agent, device } = await subscribedPerson();
      const { agent: other } = await subscribedPerson();
      await other.delete('/api/push/subscriptions').send({ endpoint: device.endpoint }).expect(204);
      expect(await subscriptionRows(device.endpoint)).toBe(1);
      await agent.delete('/api/push/subscriptions').send({ endpoint: device.endpoint }).expect(204);
      expect(await subscriptionRows(device.endpoint)).toBe(0);
    });

    it('forgets the device when the person signs out on it', async () => {
      const { agent, device } = await subscribedPerson();
      await agent.get('/api/logout').expect(302);
      expect(await subscriptionRows(device.endpoint)).toBe(0);
    });

    it('forgets every device when the account is deleted', async () => {
      const { agent, device } = await subscribedPerson();
      const second = service.subscribe();
      await agent.post('/api/push/subscriptions').send(second).expect(204);
      await agent
        .delete('/api/auth/user')
        .send({ confirmation: `push-${people}@example.com` })
        .expect(204);
      expect(await subscriptionRows(device.endpoint)).toBe(0);
      expect(await subscriptionRows(second.endpoint)).toBe(0);
    });
  });

  describe('the reminder settings', () => {
    it('are all on with no quiet hours at first, and keep what the person sets', async () => {
      const { agent } = await subscribedPerson();
      expect((await agent.get('/api/push/settings').expect(200)).body).toEqual({ off: [], quietHours: null });
      const chosen = { off: ['evening'], quietHours: { fromHour: 22, untilHour: 7 } };
      expect((await agent.put('/api/push/settings').send(chosen).expect(200)).body).toEqual(chosen);
      expect((await agent.get('/api/push/settings').expect(200)).body).toEqual(chosen);
    });

    it('refuse unknown kinds and hours that are not two different whole hours', async () => {
      const { agent } = await subscribedPerson();
      const refused = async (body: object) =>
        (await agent.put('/api/push/settings').send(body).expect(400)).body.message;
      expect(await refused({ off: ['lunch'], quietHours: null })).toEqual([
        'off may hold only forgotten-timer, long-session, take-a-break, evening',
      ]);
      expect(await refused({ off: [], quietHours: { fromHour: 24, untilHour: 7 } })).toEqual([
        'quietHours.fromHour must be a whole hour from 0 to 23',
      ]);
      expect(await refused({ off: [], quietHours: { fromHour: 7, untilHour: 7 } })).toBe(
        'quietHours must start and end at different hours',
      );
      expect((await agent.get('/api/push/settings').expect(200)).body).toEqual({ off: [], quietHours: null });
    });
  });

  describe('the sweep over running timers', () => {
    it('sends nothing for a work timer stopped before 90 minutes', async () => {
      pause.clock.set('2026-11-17T09:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(89);
      await agent.post('/api/timer/stop').send({}).expect(200);
      await sweepEachMinuteFor(60);
      expect(pushesTo(device)).toEqual([]);
    });

    it('sends the 90- and 120-minute reminders once each to a timer kept running, even after a restart', async () => {
      pause.clock.set('2026-11-18T09:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(89);
      expect(pushesTo(device)).toEqual([]);
      await sweepEachMinuteFor(1);
      const publicKey = (await agent.get('/api/push/public-key')).body.publicKey as string;
      expect(pushesTo(device)).toEqual([
        {
          endpoint: device.endpoint,
          ttl: 30 * 60,
          topic: 'take-a-break',
          urgency: 'normal',
          signedWith: publicKey,
          payload: {
            kind: 'take-a-break',
            title: 'A short pause would do you good',
            body: "You've been working for 90 minutes. A glass of water or a few steps outside?",
            tag: 'pause-take-a-break',
            url: '/',
          },
        },
      ]);
      await sweepEachMinuteFor(29);
      expect(kindsPushedTo(device)).toEqual(['take-a-break']);

      // A worker process beside the web app, as after a restart: nothing kept in memory, the table says what was sent.
      const worker = await startWorkerBeside();
      try {
        pause.clock.advance(MINUTE);
        await sweep(worker);
        await sweep(worker);
        await sweep();
        expect(kindsPushedTo(device)).toEqual(['take-a-break', 'long-session']);
        expect((pushesTo(device)[1].payload as { body: string }).body).toBe(
          "You've been working for 2 hours. Stand up, stretch and rest your eyes.",
        );
        for (let minute = 0; minute < 60; minute += 1) {
          pause.clock.advance(MINUTE);
          await sweep(minute % 2 === 0 ? worker : pause.app);
        }
      } finally {
        await worker.close();
        await forgetQueueKeys(process.env.REDIS_URL!, queuePrefix);
      }
      expect(kindsPushedTo(device)).toEqual(['take-a-break', 'long-session']);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('reminds work still running at 18:00 on the person’s own clock that the evening has begun', async () => {
      pause.clock.set('2026-11-19T16:30:00.000Z');
      const { agent, device } = await subscribedPerson('Europe/Paris');
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(29);
      expect(pushesTo(device)).toEqual([]);
      // 17:00 UTC is 18:00 in Paris, half an hour into the session.
      await sweepEachMinuteFor(1);
      expect(pushesTo(device).map((push) => push.payload)).toEqual([
        {
          kind: 'evening',
          title: 'The evening is yours too',
          body: "It's past 18:00 and your work timer is still running. Let the rest wait for tomorrow.",
          tag: 'pause-evening',
          url: '/',
        },
      ]);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('asks "Still working?" by push once the timer has run the person’s limit, opening the question', async () => {
      pause.clock.set('2026-11-20T09:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent.patch('/api/auth/user').send({ forgottenTimerLimitHours: 1 }).expect(200);
      await agent.post('/api/timer/start').send({ type: 'commute' }).expect(201);
      await sweepEachMinuteFor(59);
      expect(pushesTo(device)).toEqual([]);
      await sweepEachMinuteFor(1);
      expect(pushesTo(device).map((push) => [push.payload, push.ttl])).toEqual([
        [
          {
            kind: 'forgotten-timer',
            title: 'Still working?',
            body: 'Your timer has been running for 1 hour. Keep it running, stop it, or discard it.',
            tag: 'pause-forgotten-timer',
            url: '/?still-working',
          },
          6 * 60 * 60,
        ],
      ]);
      // Kept running: asked again a full limit later, not before.
      await agent.post('/api/timer/confirm').send({}).expect(204);
      await sweepEachMinuteFor(59);
      expect(kindsPushedTo(device)).toEqual(['forgotten-timer']);
      await sweepEachMinuteFor(1);
      expect(kindsPushedTo(device)).toEqual(['forgotten-timer', 'forgotten-timer']);
      await agent.post('/api/timer/discard').send({}).expect(204);
    });

    it('drops a reminder that falls in quiet hours rather than sending it later', async () => {
      pause.clock.set('2026-11-21T08:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent
        .put('/api/push/settings')
        .send({ off: [], quietHours: { fromHour: 9, untilHour: 10 } })
        .expect(200);
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(150);
      // 90 minutes fell at 9:30, in quiet hours; 120 at 10:00, after them.
      expect(kindsPushedTo(device)).toEqual(['long-session']);
      const outcomes = await pause.sql.query<{ kind: string; outcome: string }>(
        `select kind, outcome from push_reminders_sent s join active_timer t on t.session_id = s.session_id
         where t.user_id = (select user_id from push_subscriptions where endpoint = $1) order by due_at`,
        [device.endpoint],
      );
      expect(outcomes).toEqual([
        { kind: 'take-a-break', outcome: 'quiet-hours' },
        { kind: 'long-session', outcome: 'send' },
      ]);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('sends no reminder of a kind the person turned off', async () => {
      pause.clock.set('2026-11-22T08:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent
        .put('/api/push/settings')
        .send({ off: ['take-a-break'], quietHours: null })
        .expect(200);
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(130);
      expect(kindsPushedTo(device)).toEqual(['long-session']);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('moves the reminders with a corrected start', async () => {
      pause.clock.set('2026-11-23T08:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(60);
      // It really began half an hour later than pressed: the break is due at 10:00, not 9:30.
      await agent.patch('/api/timer').send({ startTime: '2026-11-23T08:30:00.000Z' }).expect(200);
      await sweepEachMinuteFor(59);
      expect(pushesTo(device)).toEqual([]);
      await sweepEachMinuteFor(1);
      expect(kindsPushedTo(device)).toEqual(['take-a-break']);
      // And earlier again, to 7:55: the long session, due at 9:55 now, comes with the next sweep.
      await agent.patch('/api/timer').send({ startTime: '2026-11-23T07:55:00.000Z' }).expect(200);
      await sweepEachMinuteFor(1);
      expect(kindsPushedTo(device)).toEqual(['take-a-break', 'long-session']);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('forgets a subscription the push service says is gone, and keeps pushing to the person’s other devices', async () => {
      pause.clock.set('2026-11-24T08:00:00.000Z');
      const { agent, device } = await subscribedPerson();
      const laptop = service.subscribe();
      await agent.post('/api/push/subscriptions').send(laptop).expect(204);
      service.gone(device.endpoint);
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await sweepEachMinuteFor(90);
      expect(await subscriptionRows(device.endpoint)).toBe(0);
      expect(kindsPushedTo(laptop)).toEqual(['take-a-break']);
      await agent.post('/api/timer/stop').send({}).expect(200);
    });

    it('forgets the occasions of timers that stopped', async () => {
      await sweep();
      const left = await pause.sql.query(
        'select 1 from push_reminders_sent s where not exists (select 1 from active_timer t where t.session_id = s.session_id)',
        [],
      );
      expect(left).toEqual([]);
    });
  });
});
