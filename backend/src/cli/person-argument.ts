// Turns a --user argument into a person's id: an id as it is, or an email looked up
// (case-insensitively). Anything that names nobody is a mistake in the command.
import type { Sql } from '#src/shared/database/sql';
import { UsageError } from './arguments/command-line';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function personIdOf(option: string, text: string, sql: Sql): Promise<string> {
  if (UUID.test(text)) {
    const id = text.toLowerCase();
    // Someone who signed in, or whose events remain (people are not always in the users table: seeded histories).
    const [{ known }] = await sql.query<{ known: boolean }>(
      `select exists (select 1 from users where id = $1) or exists (select 1 from events where metadata->>'userId' = $2) as known`,
      [id, id],
    );
    if (!known)
      throw new UsageError(`${option} ${text}: nobody with this id has signed in to Pause or caused an event.`);
    return id;
  }
  if (!text.includes('@')) {
    throw new UsageError(
      `${option} ${text} is neither a person's id (such as 6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b) nor an email.`,
    );
  }
  const people = await sql.query<{ id: string }>(
    'select id from users where lower(email) = lower($1) order by created_at',
    [text],
  );
  if (people.length === 0) throw new UsageError(`${option} ${text}: nobody with this email has signed in to Pause.`);
  if (people.length > 1) {
    throw new UsageError(
      `${option} ${text}: ${people.length} people signed in with this email (through different providers); give one id: ${people.map((p) => p.id).join(', ')}.`,
    );
  }
  return people[0].id;
}
