// The work of `npm run events -- export` (events.ts reads its command line): the event log as NDJSON, page by page.
import 'reflect-metadata';
import { Database } from '#src/shared/database/database';
import { once } from 'node:events';
import type { EventsExportArguments } from './arguments/events-arguments';
import { UsageError } from './arguments/command-line';
import { type EventFilter, EventStore } from '#src/shared/event-store/event-store';
import { START_OF_HISTORY, checkpointOf } from '#src/shared/event-store/stored-event';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { openCliContext } from './cli-context';
import type { ToolRun } from './run-cli';
import { personIdOf } from './person-argument';

const PAGE_SIZE = 5_000;

export async function exportEvents(options: EventsExportArguments, run: ToolRun): Promise<void> {
  const context = await openCliContext('npm run events');
  try {
    const store = context.app.get(EventStore);
    const database = context.app.get(Database);
    const filter: EventFilter = {
      types:
        options.types &&
        knownTypes(
          options.types,
          context.app
            .get(InlineProjections)
            .all()
            .flatMap((p) => p.handles),
        ),
      userId: options.user === undefined ? undefined : await personIdOf('--user', options.user, database),
      since: options.since,
      until: options.until,
    };
    const span = { upTo: await store.takeSnapshot(database) };
    let checkpoint = START_OF_HISTORY;
    for (;;) {
      run.signal.throwIfAborted();
      const page = await store.readCommittedSealed(span, checkpoint, PAGE_SIZE, database, filter);
      if (page.length === 0) break;
      const lines = page.map((event) => JSON.stringify(event)).join('\n') + '\n';
      if (!process.stdout.write(lines)) await once(process.stdout, 'drain', { signal: run.signal });
      checkpoint = checkpointOf(page[page.length - 1]);
    }
  } finally {
    await context.close();
  }
}

/** Every type some read model is built from is the event catalogue (docs/events.md). */
function knownTypes(asked: readonly string[], handled: readonly string[]): string[] {
  const known = [...new Set(handled)].sort();
  const unknown = asked.filter((type) => !known.includes(type));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown event type ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
  }
  return [...asked];
}
