// The whole application, assembled for one configuration and one database.
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { AchievementsModule } from './modules/achievements/achievements.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AccountErasureModule } from './modules/auth/account-deletion/account-erasure.module';
import { AuthModule } from './modules/auth/auth.module';
import { signInAttemptLimit } from './modules/auth/sign-in-attempt-throttle';
import { ChallengesModule } from './modules/challenges/challenges.module';
import { ExportModule } from './modules/export/export.module';
import { friendRequestLimit } from './modules/friends/friend-request-throttle';
import { FriendsModule } from './modules/friends/friends.module';
import { LimitsModule } from './modules/limits/limits.module';
import { PeopleModule } from './modules/people/people.module';
import { ReflectionsModule } from './modules/reflections/reflections.module';
import { RemindersModule } from './modules/reminders/reminders.module';
import { TimerModule } from './modules/timer/timer.module';
import { Clock, SystemClock } from './shared/clock/clock';
import { DATABASE_URL } from './shared/database/database-endpoint';
import { DatabaseModule } from './shared/database/database.module';
import { WEB_WAIT_LIMITS } from './shared/database/request-timeouts';
import { SchemaMigrations } from './shared/database/schema-migrations';
import { FeatureRegistrar } from './shared/features/feature-registrar';
import { EventStoreModule } from './shared/event-store/event-store.module';
import { PersonalDataModule } from './shared/export/personal-data';
import { HealthController } from './shared/http/health.controller';
import { AnswersUnderWay } from './shared/http/answers-under-way';
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
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const role = options.role ?? 'web';
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(options.databaseUrl, role === 'web' ? { waitLimits: WEB_WAIT_LIMITS } : {}),
        CqrsModule.forRoot(),
        EventStoreModule,
        PersonalDataModule,
        JobsModule.forRoot(role),
        // Every rate limit, once: each route's guard applies the one it names (shared/http/named-throttle.ts).
        ThrottlerModule.forRoot({
          throttlers: [signInAttemptLimit(options.config.signInAttemptsPerMinute), friendRequestLimit],
        }),
        ...(role === 'web' ? [AuthModule] : [AccountErasureModule]),
        PeopleModule,
        TimerModule,
        AnalyticsModule,
        AchievementsModule,
        ReflectionsModule,
        FriendsModule,
        ChallengesModule,
        RemindersModule,
        LimitsModule,
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
        FeatureRegistrar,
        HealthReport,
        AnswersUnderWay,
      ],
      exports: [APP_CONFIG, Clock, DATABASE_URL, HealthReport, AnswersUnderWay],
    };
  }
}
