// The one line each tool ends with, saying what it did.
import type { BackupCounts } from './backup-format';
import type { RestoreOutcome } from './restore-backup';

export function backupSummary(counts: BackupCounts, output: string): string {
  return `Backed up ${people(counts.people)}, ${keys(counts.keys)}, ${events(counts.events)} and ${checkpoints(counts.checkpoints)} to ${output}.`;
}

/** Sign-in sessions live in the database, which a backup leaves out, so everyone signs in again. */
export interface RestoreSideNotes {
  /** Where the embedded data folder's previous contents went. */
  readonly previousFolder?: string;
  /** The later backup given with --forget-deleted-in, and the deletions it records. */
  readonly deletionsFrom?: { readonly file: string; readonly deleted: readonly string[] };
  /** How many of those people the restore had brought back, and were deleted again. */
  readonly forgotten?: number;
}

export function restoreSummary(outcome: RestoreOutcome, file: string, where: RestoreSideNotes = {}): string {
  const dropped =
    outcome.checkpointsDropped > 0
      ? ` (${outcome.checkpointsDropped} dropped: it pointed before every event, so its subscription starts over)`
      : '';
  const kept = where.previousFolder ? ` The previous data folder is kept in ${where.previousFolder}.` : '';
  const sealed =
    outcome.sealed > 0
      ? ` Sealed ${outcome.sealed === 1 ? '1 personal field' : `${outcome.sealed} personal fields`} the backup held in clear.`
      : '';
  const forgotten = where.deletionsFrom ? ` ${deletedAgain(where.deletionsFrom, where.forgotten ?? 0)}` : '';
  return (
    `Restored ${people(outcome.people)}, ${events(outcome.events)} and ${checkpoints(outcome.checkpoints)}${dropped} from ${file}; ` +
    `rebuilt ${readModels(outcome.readModels.length)}.${sealed}${forgotten} Everyone signs in again.${kept}`
  );
}

function deletedAgain(from: { readonly file: string; readonly deleted: readonly string[] }, forgotten: number): string {
  const recorded = from.deleted.length;
  if (recorded === 0) return `${from.file} records no deleted account.`;
  const inBackup =
    forgotten === 0
      ? `${recorded === 1 ? 'it was not' : 'none was'} in this backup`
      : forgotten === 1
        ? '1 was in this backup and is deleted again'
        : `${forgotten} were in this backup and are deleted again`;
  return `${from.file} records ${recorded === 1 ? '1 deleted account' : `${recorded} deleted accounts`}: ${inBackup}.`;
}

function people(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

function keys(count: number): string {
  return count === 1 ? '1 personal-data key' : `${count} personal-data keys`;
}

function events(count: number): string {
  return count === 1 ? '1 event' : `${count} events`;
}

function checkpoints(count: number): string {
  return count === 1 ? '1 subscription checkpoint' : `${count} subscription checkpoints`;
}

function readModels(count: number): string {
  return count === 1 ? '1 read model' : `${count} read models`;
}
