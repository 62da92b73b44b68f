// The headers every answer carries, set by helmet: a content security policy under which a page runs
// only the app's own scripts and styles, no framing by any site, no MIME sniffing, no referrer sent to
// other sites, and, when people reach Pause over HTTPS, HSTS. docs/security.md says what each is for.
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sets headers and calls next: mountable in Express and callable on plain node:http requests. */
export type HeadersMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: over https, browsers are told to use nothing but HTTPS for it (HSTS). */
  readonly publicUrl: string;
  /**
   * The exact text of the only <style> elements a page may hold besides the app's own stylesheets,
   * each allowed by its hash (never 'unsafe-inline').
   */
  readonly inlineStylesheets: readonly string[];
  /**
   * For pages written by others that style themselves inline (the operators' queue board): any inline
   * style, never any inline script.
   */
  readonly anyInlineStyle?: boolean;
}

/** A year, as browsers and the HSTS preload list expect. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function servedOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Browsers ignore 'unsafe-inline' beside a hash, so it comes alone.
    'style-src': [
      "'self'",
      ...(options.anyInlineStyle ? ["'unsafe-inline'"] : options.inlineStylesheets.map(hashSource)),
    ],
    // People's pictures come from their OpenID provider's servers, whichever those are (docs/security.md).
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The web app's service worker (/sw.js) and manifest, both the app's own files; said outright rather
    // than left to default-src, so a change there cannot reach them unnoticed.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    // The queue board at /admin/queues names its own address in <base href>.
    'base-uri': ["'self'"],
    ...(servedOverHttps(options.publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaders(options: SecurityHeaderOptions): HeadersMiddleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: servedOverHttps(options.publicUrl)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    // Sign Out checks where a navigation came from; other sites learn nothing, not even the origin.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** A CSP source allowing one exact inline text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
