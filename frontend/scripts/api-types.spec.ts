// src/lib/api/schema.ts is what openapi-typescript makes of the committed OpenAPI document beside it, so
// the types the web app compiles against are the API's own. (The backend's unit tests hold that document
// equal to the one its controllers describe now.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCUMENT_FILE, API_TYPES_FILE, apiTypesOf } from './api-types.mjs';

describe('the generated API types', () => {
  it('are the types of the committed OpenAPI document', async () => {
    const generated = await apiTypesOf(readFileSync(API_DOCUMENT_FILE, 'utf8'));
    const committed = readFileSync(API_TYPES_FILE, 'utf8');

    expect(
      firstDifference(committed, generated),
      'src/lib/api/schema.ts is not what openapi-typescript makes of openapi.json: run `npm run api:types` and commit both',
    ).toBeNull();
  });
});

/** The first line that differs, numbered, as committed and as generated; null when none does. */
function firstDifference(committed: string, generated: string): string | null {
  const [was, is] = [committed.split('\n'), generated.split('\n')];
  const at = Array.from({ length: Math.max(was.length, is.length) }, (_, line) => line).find(
    (line) => was[line] !== is[line],
  );
  return at === undefined
    ? null
    : `line ${at + 1}, committed: ${was[at] ?? '(none)'} | generated: ${is[at] ?? '(none)'}`;
}
