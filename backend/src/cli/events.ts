// `npm run events -- export [--type T] [--user U] [--since T] [--until T]`: streams events as NDJSON
// on stdout, in commit-safe order, a page at a time, so memory stays flat however long the history.
import 'reflect-metadata';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { EventStore } from '../shared/event-store/event-store';
import { START_OF_HISTORY, checkpointOf } from '../shared/event-store/stored-event';
import { openCliContext, runCli } from './cli-context';
import { EntityManager } from '@mikro-orm/postgresql';

const PAGE_SIZE = 5_000;

runCli('events', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      type: { type: 'string', multiple: true },
      user: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
    },
  });
  if (positionals[0] !== 'export' || positionals.length > 1) {
    throw new Error('Usage: npm run events -- export [--type T] [--user U] [--since ISO-time] [--until ISO-time]');
  }
  const filter = {
    types: values.type,
    userId: values.user,
    since: values.since === undefined ? undefined : moment('--since', values.since),
    until: values.until === undefined ? undefined : moment('--until', values.until),
  };
  const context = await openCliContext();
  try {
    const store = context.app.get(EventStore);
    const em = context.app.get(EntityManager).fork();
    let checkpoint = START_OF_HISTORY;
    for (;;) {
      const page = await store.readAllAfter(checkpoint, PAGE_SIZE, em, filter);
      if (page.length === 0) break;
      const lines = page.map((event) => JSON.stringify(event)).join('\n') + '\n';
      if (!process.stdout.write(lines)) await once(process.stdout, 'drain');
      checkpoint = checkpointOf(page[page.length - 1]);
    }
  } finally {
    await context.close();
  }
});

function moment(option: string, text: string): Date {
  const value = new Date(text);
  if (Number.isNaN(value.getTime())) throw new Error(`${option} must be an ISO 8601 time such as 2026-06-30T23:59:59Z, got "${text}".`);
  return value;
}
