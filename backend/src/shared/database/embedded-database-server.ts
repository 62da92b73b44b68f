// Serves an in-memory embedded PGlite database on its own, printing its URL (tests use it, since
// PGlite cannot load inside Jest's module sandbox). Usage: node dist/shared/database/embedded-database-server.js
import { serveEmbeddedDatabase } from './embedded-database';

async function main(): Promise<void> {
  const database = await serveEmbeddedDatabase();
  // The parent process reads this line to learn where the database is.
  process.stdout.write(`url=${database.url}\n`);
  const stop = () => void database.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
