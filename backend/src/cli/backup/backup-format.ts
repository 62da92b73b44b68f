// What a backup file holds, one JSON object a line (gzipped NDJSON): a header, the people, their
// personal-data keys (format 2 on; docs/privacy.md), the events in commit-safe order (personal fields
// sealed), the subscriptions' checkpoints, and a trailer counting them. A file is read
// line by line through BackupLines, which refuses with a sentence anything npm run backup would not
// have written: another file, a damaged one, or one cut short (no trailer).
import type { Checkpoint, StoredEvent } from '#src/shared/event-store/stored-event';
import { UsageError } from '#src/cli/arguments/command-line';
import { compareCommitOrder } from './commit-order';

const FORMAT_VERSION = 2;
/** Format 1: before personal-data keys. Its events hold personal fields in clear, sealed when restored. */
const FORMATS_READ: readonly number[] = [1, FORMAT_VERSION];

export interface BackupHeader {
  readonly kind: 'pause-backup';
  readonly formatVersion: number;
  readonly createdAt: string;
  /** The migrations the backed-up database had run, oldest first: the shape of its tables. */
  readonly migrations: readonly string[];
}

/** A row of the users table, every column, as PostgreSQL writes it in JSON. */
export interface PersonLine {
  readonly kind: 'person';
  readonly row: Readonly<Record<string, unknown>>;
}

/** A row of personal_data_keys, every column, as PostgreSQL writes it in JSON (a destroyed key is null). */
export interface KeyLine {
  readonly kind: 'key';
  readonly row: Readonly<Record<string, unknown>>;
}

/** An event as `npm run events -- export` writes it (occurredAt as ISO text), with its kind. */
export type EventLine = { readonly kind: 'event' } & Omit<StoredEvent, 'occurredAt'> & { readonly occurredAt: string };

/** Where a subscription had got to, in the original database's commit-safe order. */
export interface CheckpointLine extends Checkpoint {
  readonly kind: 'checkpoint';
  readonly name: string;
  readonly updatedAt: string;
}

export interface BackupCounts {
  readonly people: number;
  /** Personal-data keys, tombstones included (0 in format 1). */
  readonly keys: number;
  readonly events: number;
  readonly checkpoints: number;
}

export interface BackupTrailer {
  readonly kind: 'end';
  /** `keys` is absent in format 1. */
  readonly counts: Omit<BackupCounts, 'keys'> & { readonly keys?: number };
}

export type BackupLine = BackupHeader | PersonLine | KeyLine | EventLine | CheckpointLine | BackupTrailer;

export function headerLine(createdAt: Date, migrations: readonly string[]): BackupHeader {
  return { kind: 'pause-backup', formatVersion: FORMAT_VERSION, createdAt: createdAt.toISOString(), migrations };
}

export function eventLine(event: StoredEvent): EventLine {
  return { kind: 'event', ...event, occurredAt: event.occurredAt.toISOString() };
}

export function encodeLine(line: BackupLine): string {
  return `${JSON.stringify(line)}\n`;
}

// The sections come in this order; each may be empty.
const ORDER: readonly BackupLine['kind'][] = ['pause-backup', 'person', 'key', 'event', 'checkpoint', 'end'];

/**
 * Checks a backup's lines as they are read, in order, and hands each back typed. `file` names the file
 * in refusals, which are UsageErrors: the person gave a file that cannot be restored.
 */
export class BackupLines {
  private lineNumber = 0;
  private section = -1;
  private header?: BackupHeader;
  private trailer?: BackupTrailer;
  private lastEvent?: Checkpoint;
  private readonly counted = { people: 0, keys: 0, events: 0, checkpoints: 0 };

  constructor(private readonly file: string) {}

  /** How many lines were read so far. */
  get read(): number {
    return this.lineNumber;
  }

  accept(text: string): BackupLine {
    this.lineNumber++;
    const line = this.parse(text);
    this.section = ORDER.indexOf(line.kind);
    switch (line.kind) {
      case 'pause-backup':
        this.header = line;
        break;
      case 'person':
        this.counted.people++;
        break;
      case 'key':
        this.counted.keys++;
        break;
      case 'event':
        if (this.lastEvent && compareCommitOrder(line, this.lastEvent) <= 0)
          this.damaged('its events are out of commit order');
        this.lastEvent = { transactionId: line.transactionId, position: line.position };
        this.counted.events++;
        break;
      case 'checkpoint':
        this.counted.checkpoints++;
        break;
      case 'end':
        this.trailer = line;
        break;
      default:
        return assertNever(line);
    }
    return line;
  }

  /** After the last line: the file is whole, and its trailer counts what it holds. */
  finish(): { readonly header: BackupHeader; readonly counts: BackupCounts } {
    if (!this.header) throw new UsageError(`${this.file} is empty: it is not a backup that npm run backup wrote.`);
    if (!this.trailer) {
      throw new UsageError(
        `${this.file} is incomplete: it stops after line ${this.lineNumber}, without the last line every complete backup ends with. ` +
          'It was cut short (an interrupted backup or copy); restore a complete backup.',
      );
    }
    const counts: BackupCounts = { ...this.trailer.counts, keys: this.trailer.counts.keys ?? 0 };
    for (const what of ['people', 'keys', 'events', 'checkpoints'] as const) {
      if (counts[what] !== this.counted[what]) {
        this.damaged(`its last line counts ${counts[what]} ${what} but it holds ${this.counted[what]}`);
      }
    }
    return { header: this.header, counts };
  }

  private parse(text: string): BackupLine {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (this.lineNumber === 1) return this.parseHeader(value);
    if (this.trailer) this.damaged(`line ${this.lineNumber} follows the last line`);
    const kind = isObject(value) ? value.kind : undefined;
    const section = ORDER.indexOf(kind as BackupLine['kind']);
    if (!isObject(value) || section <= 0) this.damaged(`line ${this.lineNumber} is not a line of a backup`);
    if (section < this.section) this.damaged(`line ${this.lineNumber} (${String(kind)}) is out of place`);
    if (!wellFormed(value)) this.damaged(`line ${this.lineNumber} is not a well-formed ${String(kind)} line`);
    return value;
  }

  private parseHeader(value: unknown): BackupHeader {
    if (!isObject(value) || value.kind !== 'pause-backup') {
      throw new UsageError(
        `${this.file} is not a Pause backup: its first line is not the one npm run backup writes first.`,
      );
    }
    if (!FORMATS_READ.includes(value.formatVersion as number)) {
      throw new UsageError(
        `${this.file} is a backup in format ${String(value.formatVersion)}, and this version of Pause reads formats ${FORMATS_READ.join(' and ')}: ` +
          'restore it with the version of Pause that wrote it, or a newer one.',
      );
    }
    if (typeof value.createdAt !== 'string' || !isArrayOf(value.migrations, 'string')) {
      this.damaged('its first line is not a well-formed header');
    }
    return value as unknown as BackupHeader;
  }

  private damaged(why: string): never {
    throw new UsageError(`${this.file} is damaged: ${why}. Restore another backup.`);
  }
}

function wellFormed(line: Record<string, unknown>): line is Record<string, unknown> & BackupLine {
  switch (line.kind) {
    case 'person':
      return isObject(line.row) && typeof line.row.id === 'string';
    case 'key':
      return isObject(line.row) && typeof line.row.user_id === 'string';
    case 'event':
      return (
        isDigits(line.position) &&
        isDigits(line.transactionId) &&
        typeof line.streamId === 'string' &&
        Number.isInteger(line.streamVersion) &&
        typeof line.type === 'string' &&
        'data' in line &&
        isObject(line.metadata) &&
        typeof line.occurredAt === 'string'
      );
    case 'checkpoint':
      return (
        typeof line.name === 'string' &&
        isDigits(line.position) &&
        isDigits(line.transactionId) &&
        typeof line.updatedAt === 'string'
      );
    case 'end':
      return (
        isObject(line.counts) &&
        ['people', 'events', 'checkpoints'].every((what) =>
          Number.isInteger((line.counts as Record<string, unknown>)[what]),
        ) &&
        ['undefined', 'number'].includes(typeof (line.counts as Record<string, unknown>).keys)
      );
    default:
      return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArrayOf(value: unknown, type: 'string'): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === type);
}

function isDigits(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value);
}

function assertNever(value: never): never {
  throw new Error(`Unexpected backup line ${JSON.stringify(value)}`);
}
