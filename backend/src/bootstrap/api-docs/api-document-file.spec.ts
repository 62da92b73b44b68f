// The web app's copy of the OpenAPI document (frontend/src/lib/api/openapi.json), which its types are
// generated from, is the document the backend builds now: a DTO or a route changed without
// `npm run api:types` fails here, before the web app is built against a contract the API no longer keeps.
import { readFileSync } from 'node:fs';
import { API_DOCUMENT_FILE, apiDocumentText } from './api-document-file';
import { buildOfflineApiDocument } from './offline-api-document';

describe("the web app's copy of the OpenAPI document", () => {
  it('is the document the controllers and DTOs describe now', async () => {
    const built = apiDocumentText(await buildOfflineApiDocument());
    const committed = readFileSync(API_DOCUMENT_FILE, 'utf8');

    if (committed !== built) {
      throw new Error(
        'frontend/src/lib/api/openapi.json is not the document the backend builds: run `npm run api:types` and commit ' +
          'openapi.json and schema.ts beside it. The difference:\n' +
          firstDifference(committed, built),
      );
    }
  });
});

/** The first lines that differ, with a little context, so the message shows what moved. */
function firstDifference(committed: string, built: string): string {
  const [was, is] = [committed.split('\n'), built.split('\n')];
  const at = was.findIndex((line, index) => line !== is[index]);
  const line = at === -1 ? was.length : at;
  const around = (lines: string[]) => lines.slice(Math.max(0, line - 3), line + 4).join('\n');
  return `committed, from line ${Math.max(1, line - 2)}:\n${around(was)}\nbuilt now:\n${around(is)}`;
}
