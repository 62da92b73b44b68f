// Reading a backup file: gunzipped, a line at a time, each checked by BackupLines, so memory stays flat
// however long the history. A file that is missing, not gzip, or cut short is refused with a sentence.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { UsageError } from '#src/cli/arguments/command-line';
import {
  type BackupCounts,
  type BackupHeader,
  type BackupLine,
  BackupLines,
  type CheckpointLine,
} from './backup-format';

export interface BackupContents {
  readonly header: BackupHeader;
  readonly counts: BackupCounts;
  readonly checkpoints: readonly CheckpointLine[];
}

/** Every line of the file, checked, in order; the file's end is checked before the generator finishes. */
export async function* readBackup(path: string, signal?: AbortSignal): AsyncGenerator<BackupLine> {
  await refuseMissing(path);
  const lines = new BackupLines(path);
  const gunzipped = pipeline(createReadStream(path), createGunzip(), () => undefined);
  try {
    for await (const text of createInterface({ input: gunzipped, crlfDelay: Infinity })) {
      signal?.throwIfAborted();
      if (text !== '') yield lines.accept(text);
    }
  } catch (error) {
    throw unreadable(error, path, lines.read);
  } finally {
    gunzipped.destroy();
  }
  lines.finish();
}

/**
 * Reads the whole file once before anything is restored, so that a file that cannot be restored
 * changes nothing; returns what the restore needs up front.
 */
export async function inspectBackup(path: string, signal?: AbortSignal): Promise<BackupContents> {
  let header: BackupHeader | undefined;
  let counts: BackupCounts | undefined;
  const checkpoints: CheckpointLine[] = [];
  for await (const line of readBackup(path, signal)) {
    if (line.kind === 'pause-backup') header = line;
    else if (line.kind === 'checkpoint') checkpoints.push(line);
    else if (line.kind === 'end') counts = { ...line.counts, keys: line.counts.keys ?? 0 };
  }
  return { header: header!, counts: counts!, checkpoints };
}

async function refuseMissing(path: string): Promise<void> {
  try {
    if ((await stat(path)).isDirectory())
      throw new UsageError(`${path} is a folder: give the backup file that npm run backup wrote.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(`There is no file ${path}.`);
    throw error;
  }
}

function unreadable(error: unknown, path: string, linesRead: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_BUF_ERROR') {
    return new UsageError(
      `${path} is incomplete: it stops after line ${linesRead}, in the middle of its compressed data. ` +
        'It was cut short (an interrupted backup or copy); restore a complete backup.',
    );
  }
  if (code === 'Z_DATA_ERROR') {
    return new UsageError(
      linesRead === 0
        ? `${path} is not a Pause backup: it is not gzip-compressed, and npm run backup writes .ndjson.gz files.`
        : `${path} is damaged: its compressed data is corrupt after line ${linesRead}. Restore another backup.`,
    );
  }
  return error;
}
