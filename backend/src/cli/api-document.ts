// `npm run api:types` starts here: writes the OpenAPI document, built from the controllers without a
// database (bootstrap/api-docs/offline-api-document.ts), to frontend/src/lib/api/openapi.json; the web
// app's types are then generated from that file.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { API_DOCUMENT_FILE, apiDocumentText } from '#src/bootstrap/api-docs/api-document-file';
import { buildOfflineApiDocument } from '#src/bootstrap/api-docs/offline-api-document';
import { note } from './run-cli';

buildOfflineApiDocument().then(
  (document) => {
    writeFileSync(API_DOCUMENT_FILE, apiDocumentText(document));
    note(`Wrote the OpenAPI document to ${relative(process.cwd(), API_DOCUMENT_FILE)}.`);
  },
  (error: unknown) => {
    note(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
