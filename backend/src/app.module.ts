// The whole application, assembled for one configuration and one database.
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { Options } from '@mikro-orm/postgresql';
import {
  type DynamicModule,
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TerminusModule } from '@nestjs/terminus';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { AchievementsModule } from './modules/achievements/achievements.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AccountErasureModule } from './modules/auth/account-deletion/account-erasure.module';
import { AuthModule } from './modules/auth/auth.module';
import { UserEntity } from './modules/auth/user.entity';
import { ChallengesModule } from './modules/challenges/challenges.module';
import { ExportModule } from './modules/export/export.module';
import { FriendsModule } from './modules/friends/friends.module';
import { PeopleModule } from './modules/people/people.module';
import { ReflectionsModule } from './modules/reflections/reflections.module';
import { TimerModule } from './modules/timer/timer.module';
import { Clock, SystemClock } from './shared/clock/clock';
import { DATABASE_URL } from './shared/database/database-endpoint';
import { mikroOrmOptions } from './shared/database/mikro-orm.config';
import { RequestContextMiddleware } from './shared/database/request-context.middleware';
import { REQUEST_TIMEOUTS, REQUEST_TIMEOUT_SETTINGS } from './shared/database/request-timeouts';
import { SchemaMigrations } from './shared/database/schema-migrations';
import { EventStoreModule } from './shared/event-store/event-store.module';
import { PersonalDataModule } from './shared/export/personal-data';
import { HealthController } from './shared/http/health.controller';
import { HealthReport } from './shared/http/health-report';
import { JobsModule, type ProcessRole } from './shared/jobs/jobs.module';

export interface AppModuleOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  /** `web` serves HTTP (and runs jobs in-process without Redis); `worker` runs BullMQ jobs. */
  readonly role?: ProcessRole;
  /** Tests pass a clock they control. */
  readonly clock?: Clock;
}

@Global()
@Module({})
export class AppModule implements NestModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const role = options.role ?? 'web';
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot({
          ...mikroOrmOptions(options.databaseUrl, [UserEntity]),
          ...(role === 'web' ? webRequestLimits() : {}),
          registerRequestContext: false,
        }),
        CqrsModule.forRoot(),
        EventStoreModule,
        PersonalDataModule,
        JobsModule.forRoot(role),
        ...(role === 'web' ? [AuthModule] : [AccountErasureModule]),
        PeopleModule,
        TimerModule,
        AnalyticsModule,
        AchievementsModule,
        ReflectionsModule,
        FriendsModule,
        ChallengesModule,
        ...(role === 'web' ? [ExportModule] : []),
        // Its own log lines are off: each service says itself when it fails, once, not at every probe.
        ...(role === 'web' ? [TerminusModule.forRoot({ logger: false })] : []),
      ],
      controllers: role === 'web' ? [HealthController] : [],
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: DATABASE_URL, useValue: options.databaseUrl },
        { provide: Clock, useValue: options.clock ?? new SystemClock() },
        SchemaMigrations,
        HealthReport,
      ],
      exports: [APP_CONFIG, Clock, DATABASE_URL, HealthReport],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContextMiddleware).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}

/** The web app's connections wait a bounded time for a connection, a lock and a statement. */
function webRequestLimits(): Pick<Options, 'driverOptions'> {
  return {
    driverOptions: {
      acquireConnectionTimeout: REQUEST_TIMEOUTS.acquireConnectionMs,
      connection: REQUEST_TIMEOUT_SETTINGS,
    },
  };
}
