// Refuses state-changing requests sent from another site (cross-site request forgery), on top of the
// SameSite=Lax session cookie, and tells a navigation another site started (for Sign Out) from one
// the app's own pages or the person started. Browsers name the page's origin in Origin (and, lately, Sec-Fetch-Site)
// on every write; a write whose origin is not the app's own is refused with 403. Requests without
// either header come from programs, not from a page another site controls, and are let through.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { errorBody } from './error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface WriteOrigin {
  readonly method: string;
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
}

export function isCrossSiteWrite(request: WriteOrigin, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.origin !== undefined) return !ownOrigins.includes(request.origin.toLowerCase());
  return request.fetchSite !== undefined && request.fetchSite !== 'same-origin' && request.fetchSite !== 'none';
}

export interface NavigationOrigin {
  readonly fetchSite: string | undefined;
  readonly origin: string | undefined;
  readonly referer: string | undefined;
}

/**
 * A page of another site (or of a sibling under the same domain) sent the browser here: it says so
 * in Sec-Fetch-Site, or, in browsers without it, in Origin or Referer. A person typing the address or
 * opening a bookmark (`none`), and programs that send none of them, are not.
 */
export function isCrossSiteNavigation(request: NavigationOrigin, ownOrigins: readonly string[]): boolean {
  if (request.fetchSite !== undefined) return request.fetchSite !== 'same-origin' && request.fetchSite !== 'none';
  if (request.origin !== undefined) return !ownOrigins.includes(request.origin.toLowerCase());
  if (request.referer !== undefined) return !ownOrigins.includes(originOf(request.referer));
  return false;
}

/** The app's own origins for this request: PUBLIC_URL's, and the host the request was sent to. */
export function ownOrigins(request: Request, publicUrl: string): string[] {
  return [new URL(publicUrl).origin.toLowerCase(), `${request.protocol}://${request.get('host') ?? ''}`.toLowerCase()];
}

function originOf(url: string): string {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/** `publicUrl` is the app's address as people reach it; the request's own host counts too. */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin.toLowerCase();
  return (request: Request, response: Response, next: NextFunction) => {
    const write = { method: request.method, origin: request.get('origin'), fetchSite: request.get('sec-fetch-site') };
    if (!isCrossSiteWrite(write, ownOrigins(request, publicUrl))) return next();
    response
      .status(403)
      .json(
        errorBody(
          403,
          `This request came from another site, so Pause refused it. Open Pause at ${publicOrigin} and try again.`,
        ),
      );
  };
}
