// PostgreSQL reads back exactly the values written: checked against its array-literal rules here,
// and against PostgreSQL itself by the projectors' integration tests.
import { arrayLiteral } from './array-literal';

describe('an array literal', () => {
  it('quotes every string, so time zone names and import keys are read as written', () => {
    expect(arrayLiteral(['Europe/Paris', 'Etc/GMT+1', 'America/Argentina/Buenos_Aires'])).toBe(
      '{"Europe/Paris","Etc/GMT+1","America/Argentina/Buenos_Aires"}',
    );
  });

  it('keeps commas, braces, spaces, quotes, backslashes and the word NULL inside a value', () => {
    expect(arrayLiteral(['a,b', '{c}', ' d ', 'say "hi"', 'back\\slash', 'NULL'])).toBe(
      '{"a,b","{c}"," d ","say \\"hi\\"","back\\\\slash","NULL"}',
    );
  });

  it('writes null as SQL NULL and numbers as they are', () => {
    expect(arrayLiteral([null, 'key', 0, -3600000, 12.5])).toBe('{NULL,"key",0,-3600000,12.5}');
  });

  it('writes nothing as an empty array', () => {
    expect(arrayLiteral([])).toBe('{}');
  });

  it('refuses a number PostgreSQL could not read back', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow('NaN');
  });
});
