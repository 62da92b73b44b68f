// The app's modules without HTTP, as the command-line tools open them (role `cli`), on a benchmark
// database; creating it applies the migrations.
import type { INestApplicationContext } from '@nestjs/common';
import { backend } from './backend';

export async function openAppContext(databaseUrl: string): Promise<INestApplicationContext> {
  const config = backend.readAppConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    // No Redis (a CLI context runs no jobs) and a fixed secret, so nothing is written under .data/.
    REDIS_URL: '',
    SESSION_SECRET: 'pause-bench',
    NODE_ENV: 'production',
  });
  const AppModule = backend.appModule();
  return backend.nestFactory().createApplicationContext(AppModule.forRoot({ config, databaseUrl, role: 'cli' }), {
    logger: ['error', 'warn'],
  });
}
