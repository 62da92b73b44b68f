// Serves the built React app and answers any other browser path with its index.html, so the
// client-side router decides (and shows its own 404 page).
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

export function serveSinglePageApp(app: NestExpressApplication, distDir: string, reservedPrefixes: string[]): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    new Logger('Pause').warn(`No built frontend at ${distDir}; run "npm run build" to serve the web app.`);
    return;
  }
  const isReserved = (path: string) =>
    reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const assets = express.static(distDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isReserved(request.path)) return next();
    assets(request, response, () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml);
    });
  });
}
