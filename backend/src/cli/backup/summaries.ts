// The one line each tool ends with, saying what it did.
import type { BackupCounts } from './backup-format';
import type { RestoreOutcome } from './restore-backup';

export function backupSummary(counts: BackupCounts, output: string): string {
  return `Backed up ${people(counts.people)}, ${keys(counts.keys)}, ${events(counts.events)} and ${checkpoints(counts.checkpoints)} to ${output}.`;
}

/** Sign-in sessions live in the database, which a backup leaves out, so everyone signs in again. */
export function restoreSummary(
  outcome: RestoreOutcome,
  file: string,
  where: { readonly previousFolder?: string } = {},
): string {
  const dropped =
    outcome.checkpointsDropped > 0
      ? ` (${outcome.checkpointsDropped} dropped: it pointed before every event, so its subscription starts over)`
      : '';
  const kept = where.previousFolder ? ` The previous data folder is kept in ${where.previousFolder}.` : '';
  const sealed =
    outcome.sealed > 0
      ? ` Sealed ${outcome.sealed === 1 ? '1 personal field' : `${outcome.sealed} personal fields`} the backup held in clear.`
      : '';
  return (
    `Restored ${people(outcome.people)}, ${events(outcome.events)} and ${checkpoints(outcome.checkpoints)}${dropped} from ${file}; ` +
    `rebuilt ${readModels(outcome.readModels.length)}.${sealed} Everyone signs in again.${kept}`
  );
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
