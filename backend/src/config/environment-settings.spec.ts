import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsFrom } from './environment-settings';

function secretFile(contents: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pause-secret-')), 'secret');
  writeFileSync(file, contents);
  return file;
}

describe('a setting read from the environment or from a file', () => {
  it('reads X from the environment', () => {
    expect(settingsFrom({ DATABASE_URL: 'postgres://db/pause' })('DATABASE_URL')).toBe('postgres://db/pause');
    expect(settingsFrom({})('DATABASE_URL')).toBeUndefined();
  });

  it('reads X from the file X_FILE names, for any setting', () => {
    const file = secretFile('s3cret value');
    for (const name of ['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'ADMIN_EMAILS']) {
      expect(settingsFrom({ [`${name}_FILE`]: file })(name)).toBe('s3cret value');
    }
  });

  it('leaves out the line breaks at the end of the file, and nothing else', () => {
    expect(settingsFrom({ REDIS_URL_FILE: secretFile('redis://:pw@redis:6379\n') })('REDIS_URL')).toBe(
      'redis://:pw@redis:6379',
    );
    expect(settingsFrom({ SESSION_SECRET_FILE: secretFile(' two words \r\n\r\n') })('SESSION_SECRET')).toBe(
      ' two words ',
    );
  });

  it('refuses X and X_FILE set at once, saying to keep one', () => {
    const read = settingsFrom({ SESSION_SECRET: 'inline', SESSION_SECRET_FILE: secretFile('from file') });
    expect(() => read('SESSION_SECRET')).toThrow(
      'SESSION_SECRET and SESSION_SECRET_FILE are both set: keep one (SESSION_SECRET_FILE names a file holding the value).',
    );
  });

  it('treats a blank X or X_FILE as unset', () => {
    expect(settingsFrom({ SESSION_SECRET: ' ', SESSION_SECRET_FILE: secretFile('from file') })('SESSION_SECRET')).toBe(
      'from file',
    );
    expect(settingsFrom({ SESSION_SECRET: 'inline', SESSION_SECRET_FILE: '' })('SESSION_SECRET')).toBe('inline');
  });

  it('names the file it cannot read, and why', () => {
    expect(() => settingsFrom({ DATABASE_URL_FILE: '/run/secrets/missing' })('DATABASE_URL')).toThrow(
      'DATABASE_URL_FILE names /run/secrets/missing, which cannot be read (ENOENT).',
    );
  });
});
