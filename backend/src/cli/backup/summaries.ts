// The one line each tool ends with, saying what it did.
import type { BackupCounts } from './backup-format';
import type { RestoreOutcome } from './restore-backup';

export function backupSummary(counts: BackupCounts, output: string): string {
  return `Backed up ${people(counts.people)}, ${events(counts.events)} and ${checkpoints(counts.checkpoints)} to ${output}.`;
}

export function restoreSummary(outcome: RestoreOutcome, file: string, previousFolder?: string): string {
  const dropped =
    outcome.checkpointsDropped > 0 ? ` (${outcome.checkpointsDropped} dropped: it pointed before every event, so its subscription starts over)` : '';
  const kept = previousFolder ? ` The previous data folder is kept in ${previousFolder}.` : '';
  return (
    `Restored ${people(outcome.people)}, ${events(outcome.events)} and ${checkpoints(outcome.checkpoints)}${dropped} from ${file}; ` +
    `rebuilt ${outcome.readModels.length} read models. People sign in again.${kept}`
  );
}

function people(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

function events(count: number): string {
  return count === 1 ? '1 event' : `${count} events`;
}

function checkpoints(count: number): string {
  return count === 1 ? '1 subscription checkpoint' : `${count} subscription checkpoints`;
}
