// The process's Database (database.ts), one for the whole app, closed when the app shuts down: after
// every other part has stopped sending statements.
import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Database, type DatabaseOptions } from './database';

@Injectable()
class CloseDatabaseOnShutdown implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  /** The web app passes WEB_WAIT_LIMITS; the worker and the tools run long statements on purpose. */
  static forRoot(databaseUrl: string, options: DatabaseOptions = {}): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: Database,
          useFactory: () => new Database(databaseUrl, options),
        },
        CloseDatabaseOnShutdown,
      ],
      exports: [Database],
    };
  }
}
