// Where backups go and are looked for. npm runs a script from the repository's root, whichever folder
// the person typed the command in; npm says which in INIT_CWD, and file names are taken from there.
import { resolve } from 'node:path';

/** `pause-backup-20261116T090000Z.ndjson.gz`: UTC, to the second, sorting in time order. */
export function defaultBackupName(now: Date): string {
  return `pause-backup-${compactUtc(now)}.ndjson.gz`;
}

/** A file name as the person typed it, from the folder they ran npm in. */
export function fromWhereNpmRan(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD || process.cwd(), name);
}

function compactUtc(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
