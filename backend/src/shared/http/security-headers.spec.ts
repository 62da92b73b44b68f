import express from 'express';
import request from 'supertest';
import { contentSecurityPolicy, hashSource, securityHeaders } from './security-headers';

function appAt(publicUrl: string, inlineStylesheets: string[] = []) {
  const app = express();
  app.use(securityHeaders({ publicUrl, inlineStylesheets }));
  app.get('/', (_request, response) => response.send('ok'));
  return app;
}

describe('the security headers', () => {
  it('let pages run and style only what the app serves: no inline script or style of any kind', () => {
    const policy = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', inlineStylesheets: [] });
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-/);
  });

  it("let the app's own service worker and manifest load, and nobody else's", () => {
    const policy = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', inlineStylesheets: [] });
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('allow an inline stylesheet the app writes itself by the hash of its exact text', () => {
    const stylesheet = 'body { margin: 0; }';
    const policy = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', inlineStylesheets: [stylesheet] });
    // The sha256 of "body { margin: 0; }", in base64, as `openssl dgst -sha256 -binary | base64` writes it.
    expect(policy['style-src']).toEqual(["'self'", hashSource(stylesheet)]);
    expect(hashSource(stylesheet)).toBe("'sha256-Pme0qVBbJGACcvHOa2d2xK4uveiPdlWdSipR9gLYAMQ='");
  });

  it('can allow any inline style for pages others wrote, and still no inline script', () => {
    const policy = contentSecurityPolicy({
      publicUrl: 'http://localhost:3000',
      inlineStylesheets: ['body { margin: 0; }'],
      anyInlineStyle: true,
    });
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
  });

  it('tell browsers to keep to HTTPS only when PUBLIC_URL is https', async () => {
    const overHttps = await request(appAt('https://pause.example.com')).get('/').expect(200);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    const overHttp = await request(appAt('http://localhost:3000')).get('/').expect(200);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('forbid framing, MIME sniffing and sending the address to other sites', async () => {
    const { headers } = await request(appAt('http://localhost:3000')).get('/').expect(200);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  });
});
