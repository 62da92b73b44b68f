// Where background jobs run: BullMQ on Redis when REDIS_URL is set (the app enqueues, `npm run
// worker` processes), otherwise in the app process through the same processors.
import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { HealthReport } from '#src/shared/http/health-report';
import { BullmqJobQueue } from './bullmq-job-queue';
import { BullmqWorkers } from './bullmq-workers';
import { InProcessJobQueue } from './in-process-job-queue';
import { DEFAULT_RETRY, JobQueue } from './job';
import { JobProcessors } from './job-processors';
import { redisHealth } from './redis-health';
import { settledWithin } from './settled-within';

/** How long a stopping process waits for Redis to take its last commands. */
const CLOSING_GRACE_MS = 2_000;

/** `cli` is a command-line tool: it neither serves HTTP nor runs jobs. */
export type ProcessRole = 'web' | 'worker' | 'cli';

const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
const PROCESS_ROLE = Symbol('PROCESS_ROLE');

/**
 * True in the one kind of process that turns events into jobs and declares schedules: the worker
 * when Redis is configured, the web app when jobs run in-process. Command-line tools never do.
 */
export const BACKGROUND_WORK_HERE = Symbol('BACKGROUND_WORK_HERE');

@Injectable()
class JobsLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private workers?: BullmqWorkers;

  constructor(
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly processors: JobProcessors,
    private readonly queue: JobQueue,
    @Optional() @Inject(REDIS_CONNECTION) private readonly connection: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: HealthReport,
  ) {}

  onModuleInit(): void {
    const connection = this.connection;
    if (connection) this.health.register('redis', () => redisHealth(connection));
  }

  onApplicationBootstrap(): void {
    if (this.role !== 'worker') return;
    if (!this.connection) throw new Error('The worker needs REDIS_URL; without it, npm start runs jobs in-process.');
    this.workers = new BullmqWorkers(this.processors, this.connection, this.config.queuePrefix, this.config.jobLockMs);
    this.workers.start();
  }

  /**
   * Before anything else shuts down (the database pool above all): stop taking jobs and let the
   * active ones finish, for up to 10 seconds.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.workers?.close();
    if (this.queue instanceof InProcessJobQueue) await this.queue.close();
  }

  /** Bounded, so that a process stops even while Redis is away. */
  async onApplicationShutdown(): Promise<void> {
    if (this.queue instanceof BullmqJobQueue) await settledWithin(this.queue.close(), CLOSING_GRACE_MS);
    if (!this.connection) return;
    if (this.connection.status !== 'ready' || !(await settledWithin(this.connection.quit(), CLOSING_GRACE_MS))) {
      this.connection.disconnect();
    }
  }
}

@Global()
@Module({})
export class JobsModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: JobsModule,
      imports: [ScheduleModule.forRoot()],
      providers: [
        JobProcessors,
        JobsLifecycle,
        { provide: PROCESS_ROLE, useValue: role },
        {
          provide: REDIS_CONNECTION,
          inject: [APP_CONFIG],
          // BullMQ's workers block on this connection, so it must never give up on a command.
          useFactory: (config: AppConfig) => (config.redisUrl ? redisConnection(config.redisUrl) : null),
        },
        {
          provide: JobQueue,
          inject: [JobProcessors, REDIS_CONNECTION, SchedulerRegistry, APP_CONFIG],
          useFactory: (
            processors: JobProcessors,
            connection: Redis | null,
            scheduler: SchedulerRegistry,
            config: AppConfig,
          ) =>
            connection
              ? new BullmqJobQueue(connection, DEFAULT_RETRY, config.queuePrefix)
              : new InProcessJobQueue(processors, DEFAULT_RETRY, scheduler),
        },
        {
          provide: BACKGROUND_WORK_HERE,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => role === 'worker' || (role === 'web' && !config.redisUrl),
        },
      ],
      exports: [JobProcessors, JobQueue, BACKGROUND_WORK_HERE],
    };
  }
}

/** BullMQ's connection. ioredis reconnects by itself; an outage is reported by the jobs that fail meanwhile. */
function redisConnection(url: string): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  return connection;
}
