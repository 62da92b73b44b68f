// A backup holds everyone it held when it was taken, so restoring one taken before an account was
// deleted brings that person back (docs/privacy.md). A later backup records the deletion as an event:
// `npm run restore -- OLD --forget-deleted-in LATER` reads those deletions before anything is restored
// and, once the old backup is in, forgets again each person it brought back, as their own deletion did.
import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccountErasure } from '#src/modules/auth/account-deletion/account-erasure';
import { ACCOUNT_DELETED, type AccountDeleted } from '#src/modules/auth/account.events';
import { EVENT_SCHEMA_VERSION } from '#src/shared/event-store/stored-event';
import { UsageError } from '#src/cli/arguments/command-line';
import { readBackup } from './backup-file';
import type { BackupHeader } from './backup-format';

/** The people whose account deletion a backup records, read (and the whole file checked) before any restore. */
export async function accountsDeletedIn(
  file: string,
  restoring: { readonly file: string; readonly header: BackupHeader },
  signal?: AbortSignal,
): Promise<readonly string[]> {
  const deleted: string[] = [];
  for await (const line of readBackup(file, signal)) {
    if (line.kind === 'pause-backup') refuseEarlier(file, line, restoring);
    else if (line.kind === 'event' && line.type === ACCOUNT_DELETED) {
      deleted.push((line.data as AccountDeleted['data']).userId);
    }
  }
  return deleted;
}

/** Forgets each of the people the restore brought back; returns how many there were. */
export async function forgetAgain(app: INestApplicationContext, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const erasure = app.get(AccountErasure);
  // One correlation for the whole restore, so its deletions can be told from the people's own.
  const correlationId = randomUUID();
  let forgotten = 0;
  for (const userId of userIds) {
    // Someone who joined after the restored backup was taken is not in it: nothing to forget.
    if (await erasure.erase(userId, { userId, correlationId, schemaVersion: EVENT_SCHEMA_VERSION })) forgotten++;
  }
  return forgotten;
}

/** The deletions worth re-applying are those after the restored backup; an earlier file is a mix-up. */
function refuseEarlier(
  file: string,
  header: BackupHeader,
  restoring: { readonly file: string; readonly header: BackupHeader },
): void {
  if (header.createdAt < restoring.header.createdAt) {
    throw new UsageError(
      `${file} was taken at ${header.createdAt}, before ${restoring.file} (${restoring.header.createdAt}): ` +
        '--forget-deleted-in takes a backup taken after the one you restore, to forget again the accounts deleted since.',
    );
  }
}
