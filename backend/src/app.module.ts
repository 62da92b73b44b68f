// The whole application, assembled for one configuration and one database.
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { AchievementsModule } from './modules/achievements/achievements.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
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
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const role = options.role ?? 'web';
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(mikroOrmOptions(options.databaseUrl, [UserEntity])),
        CqrsModule.forRoot(),
        EventStoreModule,
        PersonalDataModule,
        JobsModule.forRoot(role),
        ...(role === 'web' ? [AuthModule] : []),
        PeopleModule,
        TimerModule,
        AnalyticsModule,
        AchievementsModule,
        ReflectionsModule,
        FriendsModule,
        ChallengesModule,
        ...(role === 'web' ? [ExportModule] : []),
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
}
