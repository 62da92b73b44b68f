// PreviewImport: what importing a file would do, without saving anything: how many sessions, over which
// dates, the projects, clients and tags to pick commute from, the rows refused with why and how many
// were imported before. The same rules as the import (planImport), on the sessions read model and the
// active-timer read model as they are now.
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { localDateOf } from '#src/shared/time/local-days';
import { importData } from '#src/modules/timer/commands/import-sessions.handler';
import { SavedAroundImport, spanOf } from '#src/modules/timer/commands/saved-around-import';
import { type CommutePicks, type ImportedRow, type RowRefusal, labelsOf } from '#src/modules/timer/domain/import-file';
import type { ImportFormat } from '#src/modules/timer/domain/import-formats';
import { readImportFileOrRefuse } from '#src/modules/timer/domain/import-refusals';
import type { SlashedDateOrder, SlashedDatesFound } from '#src/modules/timer/domain/slashed-dates';
import { type TimerState, planImport } from '#src/modules/timer/timer.decider';
import { GetActiveTimer } from '#src/modules/timer/read-models/active-timer/get-active-timer.handler';
import { SavedSessions } from './saved-sessions';

export interface ImportPreview {
  readonly format: ImportFormat;
  /** How many sessions the import would add. */
  readonly sessions: number;
  /** The local dates of the first and the last readable row's start; null when no row is readable. */
  readonly firstDate: string | null;
  readonly lastDate: string | null;
  readonly found: CommutePicks;
  readonly refused: RowRefusal[];
  readonly alreadyImported: number;
  /** Of those imported before, how many the import would give the labels they lack. */
  readonly labelsToFill: number;
  /** The order the file's own slashed dates show; the counts above read them in it (or as the person chose). */
  readonly slashedDates: SlashedDatesFound;
}

export class PreviewImport extends Query<ImportPreview> {
  constructor(
    readonly userId: string,
    /** The CSV file as received. */
    readonly file: Buffer,
    readonly timeZone: string,
    /** The order the person chose for slashed dates; the file's own when undefined. */
    readonly slashedDates?: SlashedDateOrder,
  ) {
    super();
  }
}

const NO_COMMUTE: CommutePicks = { projects: [], clients: [], tags: [] };

@QueryHandler(PreviewImport)
export class PreviewImportHandler implements IQueryHandler<PreviewImport> {
  constructor(
    private readonly sessions: SavedSessions,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, file: bytes, timeZone, slashedDates }: PreviewImport): Promise<ImportPreview> {
    const now = this.clock.now();
    const file = await readImportFileOrRefuse(bytes, { timeZone, now, slashedDates });
    const running = await this.queries.execute(new GetActiveTimer(userId));
    const state: TimerState = running
      ? { status: 'running', sessionId: '', sessionType: running.type, startedAt: running.startTime, timeZone }
      : { status: 'idle' };
    const plan = planImport(importData(file, NO_COMMUTE, now, await this.savedAround(userId, file.rows)), state);
    const [first, last] = datesOf(file.rows);
    return {
      format: file.format,
      sessions: plan.added.length,
      firstDate: first,
      lastDate: last,
      found: labelsOf(file.rows),
      refused: [...file.refused, ...plan.refused].sort((a, b) => a.rowNumber - b.rowNumber),
      alreadyImported: plan.alreadyImported,
      labelsToFill: plan.labelled.length,
      slashedDates: file.slashedDates,
    };
  }

  /** The saved sessions over the file's span and the keys imported before, read as the import reads them. */
  private savedAround(userId: string, rows: readonly ImportedRow[]) {
    // A new SavedAroundImport reads at whichever version it is first asked for: the preview reads once.
    return new SavedAroundImport(this.sessions, userId, spanOf(rows)).at(0, rows);
  }
}

function datesOf(rows: readonly ImportedRow[]): [string | null, string | null] {
  let [first, last] = [null as ImportedRow | null, null as ImportedRow | null];
  for (const row of rows) {
    if (!first || row.start < first.start) first = row;
    if (!last || row.start > last.start) last = row;
  }
  const dateOf = (row: ImportedRow | null) => (row ? localDateOf(row.timeZone, row.start.getTime()) : null);
  return [dateOf(first), dateOf(last)];
}
