// Which requests the service worker answers for the server, and which it must leave alone.
import { describe, expect, it } from 'vitest';
import { isCachedApiRead, isServerOwnedPath, isSignInOrOut } from './offline-routes';

const ORIGIN = 'https://pause.example';
const read = (path: string, overrides: { method?: string; mode?: string; url?: string } = {}) => ({
  method: 'GET',
  mode: 'cors',
  url: `${ORIGIN}${path}`,
  ...overrides,
});

describe('what the service worker leaves to the server', () => {
  it("never answers a navigation to the server's own paths with the app's page", () => {
    for (const path of [
      '/api',
      '/api/login',
      '/api/logout',
      '/api/export/data',
      '/api/docs',
      '/health/ready',
      '/oidc/auth',
      '/admin/queues',
    ]) {
      expect([path, isServerOwnedPath(path)]).toEqual([path, true]);
    }
  });

  it("answers the app's own pages, even those whose name starts like a server path", () => {
    for (const path of ['/', '/month/2026-11', '/year/2026', '/apis', '/healthy', '/admin']) {
      expect([path, isServerOwnedPath(path)]).toEqual([path, false]);
    }
  });

  it('knows the navigations that sign a person in or out', () => {
    expect(['/api/login', '/api/callback', '/api/logout'].map(isSignInOrOut)).toEqual([true, true, true]);
    expect(['/api/auth/user', '/', '/api/loginx'].map(isSignInOrOut)).toEqual([false, false, false]);
  });
});

describe('which answers are kept for reading offline', () => {
  it("keeps the dashboard's reads, the one-second poll among them", () => {
    for (const path of [
      '/api/auth/user',
      '/api/timer/active',
      '/api/analytics/weekly?weekStart=2026-11-23',
      '/api/sessions?from=1&to=2',
    ]) {
      expect([path, isCachedApiRead(read(path), ORIGIN)]).toEqual([path, true]);
    }
  });

  it('never keeps the export, the docs, sign-in or sign-out', () => {
    for (const path of [
      '/api/export/data?format=json',
      '/api/docs',
      '/api/docs-json',
      '/api/login',
      '/api/callback?code=1',
      '/api/logout',
    ]) {
      expect([path, isCachedApiRead(read(path), ORIGIN)]).toEqual([path, false]);
    }
  });

  it('never keeps a write, a navigation, another site or anything outside the API', () => {
    expect(isCachedApiRead(read('/api/timer/start', { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isCachedApiRead(read('/api/auth/user', { mode: 'navigate' }), ORIGIN)).toBe(false);
    expect(isCachedApiRead(read('/api/auth/user', { url: 'https://elsewhere.example/api/auth/user' }), ORIGIN)).toBe(
      false,
    );
    expect(isCachedApiRead(read('/health'), ORIGIN)).toBe(false);
    expect(isCachedApiRead(read('/theme.js'), ORIGIN)).toBe(false);
  });
});
