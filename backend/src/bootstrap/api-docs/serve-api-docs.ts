// Serves the OpenAPI document at /api/docs-json and Swagger UI at /api/docs, to anyone: it describes
// the API and holds nothing personal (docs/decisions.md). The page is swagger-ui-dist's own files and
// a start script of ours, with no inline script or style, so it works under a Content-Security-Policy
// of script-src 'self' and style-src 'self' (@nestjs/swagger's own page has inline styles).
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { type Response } from 'express';
import { dirname, join } from 'node:path';
import { buildApiDocument } from './api-document';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCUMENT_PATH = '/api/docs-json';

/** The files of swagger-ui-dist the page loads, under their own names. */
const SWAGGER_UI_FILES = [
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
];
const START_SCRIPT = 'start-swagger-ui.js';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Pause API</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/index.css" />
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/${START_SCRIPT}"></script>
  </body>
</html>
`;

// No validator badge: it would load an image from validator.swagger.io.
const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(API_DOCUMENT_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

export function serveApiDocs(app: NestExpressApplication): void {
  // The document is built on its first request, once every route is known.
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildApiDocument(app), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: API_DOCUMENT_PATH,
  });
  const swaggerUi = dirname(require.resolve('swagger-ui-dist/package.json'));
  const docs = express.Router();
  docs.get('/', (_request, response) => send(response, 'text/html; charset=utf-8', PAGE));
  docs.get(`/${START_SCRIPT}`, (_request, response) => send(response, 'text/javascript; charset=utf-8', START));
  for (const file of SWAGGER_UI_FILES) {
    docs.get(`/${file}`, (_request, response) => response.sendFile(join(swaggerUi, file), { maxAge: '1h' }));
  }
  app.use(API_DOCS_PATH, docs);
}

function send(response: Response, type: string, body: string): void {
  response.setHeader('Cache-Control', 'no-cache');
  response.type(type).send(body);
}
