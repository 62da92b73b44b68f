import { defaultBackupName, fromWhereNpmRan } from './file-names';

describe('backup file names', () => {
  it('names a backup after the UTC second it was taken', () => {
    expect(defaultBackupName(new Date('2026-11-16T09:05:03.456+01:00'))).toBe(
      'pause-backup-20261116T080503Z.ndjson.gz',
    );
  });

  it('takes a file name from the folder the person ran npm in, not the repository root', () => {
    expect(fromWhereNpmRan('q2.ndjson.gz', { INIT_CWD: '/home/alex/backups' })).toBe('/home/alex/backups/q2.ndjson.gz');
    expect(fromWhereNpmRan('/srv/pause/q2.ndjson.gz', { INIT_CWD: '/home/alex' })).toBe('/srv/pause/q2.ndjson.gz');
    expect(fromWhereNpmRan('q2.ndjson.gz', {})).toBe(`${process.cwd()}/q2.ndjson.gz`);
  });
});
