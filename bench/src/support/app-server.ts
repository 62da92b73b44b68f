// The app as `npm start` serves it, in a child process of the benchmark, listening on 127.0.0.1, so
// the load generator and the server each have a core of their own. The parent steers it over IPC:
// switch the projectors other than the timer's off and on, time them, rebuild read models, close.
import type { INestApplication } from '@nestjs/common';
import { type Clock, type Projector, backend, balanceProjectors } from './backend';

export type AppRequest =
  | { readonly id: number; readonly op: 'projectors'; readonly on: boolean }
  | { readonly id: number; readonly op: 'projector-timings' }
  | { readonly id: number; readonly op: 'rebuild-balance' }
  | { readonly id: number; readonly op: 'rebuild'; readonly readModels: readonly string[] }
  | { readonly id: number; readonly op: 'close' };

export type AppReply = { readonly id: number; readonly result?: unknown; readonly error?: string };

export type AppAnnouncement = { readonly ready: true } | { readonly failed: string };

/**
 * A clock that moves on by 20 minutes to 9 hours each time it is read, from a fixed start, so
 * timed sessions have the lengths of real ones (some across midnight) without anyone waiting.
 */
class SteppingClock implements Clock {
  private current = Date.parse('2026-01-05T06:00:00Z');
  private seed = 20261121;

  now(): Date {
    const now = new Date(this.current);
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    this.current += (20 + (this.seed % 521)) * 60_000;
    return now;
  }
}

async function serve(): Promise<void> {
  const env = process.env;
  const databaseUrl = required('BENCH_DATABASE_URL');
  const origin = required('BENCH_ORIGIN');
  const redisUrl = env.BENCH_REDIS_URL || undefined;
  const config = backend.readAppConfig({
    ...env,
    NODE_ENV: 'production',
    PORT: new URL(origin).port,
    PUBLIC_URL: origin,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    OIDC_ISSUER_URL: required('BENCH_OIDC_ISSUER'),
    SESSION_SECRET: 'pause-bench-session-secret',
    // Every person signs in from this one address: no limit on sign-in attempts gets in the way.
    SIGN_IN_ATTEMPTS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  });
  const app = await backend.createApp({ config, databaseUrl, clock: new SteppingClock(), logger: false });
  await app.listen(Number(new URL(origin).port), '127.0.0.1');
  const projectors = projectorSwitch(app);

  process.on('message', (request: AppRequest) => {
    void handle(request).then(
      (result) => process.send!({ id: request.id, result } satisfies AppReply),
      (error: unknown) =>
        process.send!({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies AppReply),
    );
  });
  process.send!({ ready: true } satisfies AppAnnouncement);

  async function handle(request: AppRequest): Promise<unknown> {
    switch (request.op) {
      case 'projectors':
        return projectors.set(request.on);
      case 'projector-timings':
        return projectors.takeTimings();
      case 'rebuild-balance':
        return app.get(backend.readModelRebuild()).rebuildLive(balanceProjectors(app));
      case 'rebuild':
        return app.get(backend.readModelRebuild()).rebuildLive(
          app
            .get(backend.inlineProjections())
            .all()
            .filter((projector) => request.readModels.includes(projector.readModel)),
        );
      case 'close':
        await app.close();
        setImmediate(() => process.exit(0));
        return 'closed';
    }
  }
}

/** What the timer needs for its own calls: the read models the timer feature registers. */
const TIMER_READ_MODELS = ['active-timer', 'sessions'];

export interface ProjectorTiming {
  readonly readModel: string;
  readonly calls: number;
  readonly ms: number;
}

/**
 * Off: the app's InlineProjections list holds only the timer's own projectors; on: every projector
 * the app registered, as it registered them. The list is swapped in place between blocks of
 * requests, never during one. Each projector's project() is timed while it runs, in this process.
 */
function projectorSwitch(app: INestApplication): { set(on: boolean): string[]; takeTimings(): ProjectorTiming[] } {
  const registered = app.get(backend.inlineProjections()).all() as Projector[];
  const everything = [...registered];
  const timerOnly = everything.filter((projector) => TIMER_READ_MODELS.includes(projector.readModel));
  if (timerOnly.length !== TIMER_READ_MODELS.length) {
    throw new Error(
      `Expected the timer's projectors ${TIMER_READ_MODELS.join(', ')} among ${everything.map((p) => p.readModel).join(', ')}.`,
    );
  }
  const timings = new Map<string, { calls: number; ms: number }>();
  for (const projector of everything) {
    const project = projector.project;
    (projector as { project: Projector['project'] }).project = async (events, sql) => {
      const started = performance.now();
      try {
        return await project.call(projector, events, sql);
      } finally {
        const timing = timings.get(projector.readModel) ?? { calls: 0, ms: 0 };
        timing.calls += 1;
        timing.ms += performance.now() - started;
        timings.set(projector.readModel, timing);
      }
    };
  }
  return {
    set(on) {
      registered.splice(0, registered.length, ...(on ? everything : timerOnly));
      return registered.map((projector) => projector.readModel);
    },
    takeTimings() {
      const taken = everything.map(({ readModel }) => ({
        readModel,
        ...(timings.get(readModel) ?? { calls: 0, ms: 0 }),
      }));
      timings.clear();
      return taken;
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; this file is started by bench/src/support/http-app.ts.`);
  return value;
}

if (require.main === module) {
  serve().catch((error: unknown) => {
    process.send?.({
      failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies AppAnnouncement);
    setImmediate(() => process.exit(1));
  });
}
