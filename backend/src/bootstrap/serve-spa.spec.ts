// How the built app is served: the page for any browser path, and how long browsers may keep each
// file, so a deploy is picked up on the next visit (the page, the service worker and the manifest are
// asked again every time; the hashed assets never need to be).
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveSinglePageApp } from './serve-spa';

describe('serving the built web app', () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'pause-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'icons'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pause</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Pause"}');
    writeFileSync(join(dist, 'theme.js'), '// theme');
    writeFileSync(join(dist, 'assets', 'index-Abc123.js'), 'console.log("app");');
    writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png');
    app = express();
    serveSinglePageApp(app as unknown as NestExpressApplication, dist, ['/api', '/health']);
    app.use((_request, response) => response.status(404).json({ statusCode: 404 }));
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('lets browsers keep a hashed asset for a year without asking again', async () => {
    const asset = await request(app).get('/assets/index-Abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has browsers ask again on every visit for the page, the service worker and the manifest', async () => {
    for (const path of ['/', '/month/2026-11', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const answer = await request(app).get(path).expect(200);
      expect([path, answer.headers['cache-control']]).toEqual([path, 'no-cache']);
    }
  });

  it('serves the manifest as a web app manifest and the worker as a script', async () => {
    const manifest = await request(app).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('lets the other public files be kept an hour', async () => {
    for (const path of ['/theme.js', '/icons/icon-192.png']) {
      const answer = await request(app).get(path).expect(200);
      expect([path, answer.headers['cache-control']]).toEqual([path, 'public, max-age=3600']);
    }
  });

  it("answers a missing asset (another deploy's) with a 404, not with the page", async () => {
    const missing = await request(app).get('/assets/index-Gone99.js').expect(404);
    expect(missing.text).not.toContain('<title>Pause</title>');
  });

  it("leaves the server's own paths to the server", async () => {
    await request(app).get('/api/logout').expect(404);
    await request(app).get('/health').expect(404);
  });
});
