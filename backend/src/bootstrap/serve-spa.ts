// Serves the built React app and answers any other browser path with its index.html, so the
// client-side router decides (and shows its own 404 page). How long browsers may keep each file is
// chosen so that a deploy is picked up on the next visit (docs/architecture.md, "The service worker").
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Logger } from '@nestjs/common';

/** Vite names every file under assets/ after a hash of its content: a name never changes its content. */
const HASHED_ASSETS = 'assets/';
const HASHED_ASSET_CACHING = 'public, max-age=31536000, immutable';
/**
 * Asked again on every visit (an unchanged file costs a 304): the page, which names the deploy's
 * assets; the service worker, whose change is what tells open pages a new version is ready; and the
 * web app manifest.
 */
const REVALIDATED_EVERY_VISIT = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

export function serveSinglePageApp(app: NestExpressApplication, distDir: string, reservedPrefixes: string[]): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    new Logger('Pause').warn(`No built frontend at ${distDir}; run "npm run build" to serve the web app.`);
    return;
  }
  const isReserved = (path: string) =>
    reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  // The rest (theme.js, the icons) may be kept an hour; the service worker's precache asks for them by
  // revision, never trusting that hour.
  const assets = express.static(distDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (response, filePath) => {
      const file = relative(distDir, filePath).split(sep).join('/');
      if (file.startsWith(HASHED_ASSETS)) response.setHeader('Cache-Control', HASHED_ASSET_CACHING);
      else if (REVALIDATED_EVERY_VISIT.has(file)) response.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isReserved(request.path)) return next();
    assets(request, response, () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      // A file of another deploy is gone, not a page: a 404, never the page in its place (which a
      // browser would refuse as a script, and a service worker could keep under the file's name).
      if (request.path.startsWith(`/${HASHED_ASSETS}`)) return next();
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml);
    });
  });
}
