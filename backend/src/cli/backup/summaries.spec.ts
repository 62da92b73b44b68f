import { backupSummary, restoreSummary } from './summaries';

describe('what the backup tools say when done', () => {
  it('counts what a backup holds', () => {
    expect(backupSummary({ people: 1, keys: 1, events: 42, checkpoints: 2 }, '/b/q2.ndjson.gz')).toBe(
      'Backed up 1 person, 1 personal-data key, 42 events and 2 subscription checkpoints to /b/q2.ndjson.gz.',
    );
  });

  it('says what was restored, that everyone signs in again, and where the previous data folder is', () => {
    const outcome = {
      people: 3,
      keys: 2,
      events: 1,
      sealed: 0,
      checkpoints: 1,
      checkpointsDropped: 0,
      readModels: ['sessions', 'reflections'],
    };
    expect(
      restoreSummary(outcome, '/b/q2.ndjson.gz', {
        previousFolder: '/d/pglite.before-restore-20261116T090000Z',
      }),
    ).toBe(
      'Restored 3 people, 1 event and 1 subscription checkpoint from /b/q2.ndjson.gz; rebuilt 2 read models. Everyone signs in again. ' +
        'The previous data folder is kept in /d/pglite.before-restore-20261116T090000Z.',
    );
    expect(restoreSummary({ ...outcome, checkpoints: 0, checkpointsDropped: 1 }, '/b/q2.ndjson.gz')).toMatch(
      /0 subscription checkpoints \(1 dropped: it pointed before every event, so its subscription starts over\) from/,
    );
    expect(restoreSummary({ ...outcome, sealed: 2 }, '/b/q2.ndjson.gz')).toMatch(
      /rebuilt 2 read models\. Sealed 2 personal fields the backup held in clear\. Everyone signs in again\./,
    );
  });

  it('says how many accounts a later backup records as deleted, and how many of them it deleted again', () => {
    const outcome = {
      people: 3,
      keys: 3,
      events: 9,
      sealed: 0,
      checkpoints: 0,
      checkpointsDropped: 0,
      readModels: ['sessions'],
    };
    const said = (deleted: number, forgotten: number) =>
      restoreSummary(outcome, '/b/mon.ndjson.gz', {
        deletionsFrom: { file: '/b/fri.ndjson.gz', deleted: Array.from({ length: deleted }, (_, at) => `id-${at}`) },
        forgotten,
      });
    expect(said(2, 1)).toBe(
      'Restored 3 people, 9 events and 0 subscription checkpoints from /b/mon.ndjson.gz; rebuilt 1 read model. ' +
        '/b/fri.ndjson.gz records 2 deleted accounts: 1 was in this backup and is deleted again. Everyone signs in again.',
    );
    expect(said(3, 3)).toMatch(/records 3 deleted accounts: 3 were in this backup and are deleted again\./);
    expect(said(1, 0)).toMatch(/records 1 deleted account: it was not in this backup\./);
    expect(said(2, 0)).toMatch(/records 2 deleted accounts: none was in this backup\./);
    expect(said(0, 0)).toMatch(/\/b\/fri\.ndjson\.gz records no deleted account\. Everyone/);
  });
});
