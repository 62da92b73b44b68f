import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { safeDescription } from './safe-description';

describe('safeDescription', () => {
  it('keeps the class, the code and the words of a driver error, and none of the values in its statement', () => {
    const driverError = Object.assign(
      new Error(
        `insert into "users" ("email", "first_name") values ('ana@example.com', 'Ana O''Neil') - duplicate key value violates unique constraint "users_email"`,
      ),
      { code: '23505' },
    );

    const description = safeDescription(new UniqueConstraintViolationException(driverError));

    expect(description).toContain('UniqueConstraintViolationException (code 23505)');
    expect(description).toContain('duplicate key value violates unique constraint "users_email"');
    expect(description).not.toMatch(/ana@example\.com|Ana|Neil/);
  });

  it('cuts JSON held in a literal, with its quotes and escapes', () => {
    const message = `update reflections set data = '{"text": "I\\'m tired \\\\ today", "mood": "it''s fine"}' where id = 7 - connection lost`;

    const description = safeDescription(new Error(message));

    expect(description).toBe("Error: update reflections set data = '…' where id = 7 - connection lost");
  });

  it('adds the stack frames only when asked, never the message twice', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");

    expect(safeDescription(error)).not.toMatch(/\n/);
    const withStack = safeDescription(error, { withStack: true }).split('\n');
    expect(withStack[0]).toBe("TypeError: Cannot read properties of undefined (reading '…')");
    expect(withStack.slice(1).every((line) => /^\s+at /.test(line))).toBe(true);
  });

  it('names what was thrown when it is not an error', () => {
    expect(safeDescription('ana@example.com')).toBe('a thrown string');
  });
});
