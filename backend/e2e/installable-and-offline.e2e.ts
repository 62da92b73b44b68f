// Installable, and opening offline with the last data (issue 28), in a real Chromium against the app as
// `npm start` runs it: a valid manifest whose icons are what it says, Chromium's own installability
// check, a service worker in control of the page, the cache headers that let a deploy in on the next
// visit, the server's own paths reached past the worker, signing out forgetting what the device kept;
// then the server taken away (its process stopped, so the worker's own requests fail too, which
// Playwright's setOffline alone would not do) and a reload that shows the dashboard with its session
// and running timer and says it is offline, then the browser offline as well. Screenshots at 1280 and
// 390 px, light and dark.
import type { BrowserContext, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import { utcOffsetMs } from '#src/shared/time/local-days';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromiumProfile,
  type PauseForBrowser,
  screenshotPath,
  seriousAccessibilityViolations,
  showInTheme,
  signInThroughDevProvider,
  startPauseForBrowser,
} from './browser';

const ADA = { email: 'ada.quist@example.com', givenName: 'Ada', familyName: 'Quist' };
const DESCRIPTION = 'Drafting the spring plan';
const API_ANSWERS_CACHE = 'pause-api-answers';
const OFFLINE_SENTENCE =
  "You're offline. Pause is showing what it last knew, and will catch up when you're back online.";

/**
 * A zone where it is about noon now, so a session from 09:00 to 10:30 lies in today and this week
 * whenever the suite runs (Etc/GMT-3 is three hours ahead of UTC).
 */
function zoneAtNoon(): string {
  const hoursAhead = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  return hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}

const TIME_ZONE = zoneAtNoon();

/** Today at this local hour and minute in TIME_ZONE, as an instant. */
function todayAt(hour: number, minute: number): string {
  const offset = utcOffsetMs(TIME_ZONE, Date.now());
  const local = new Date(Date.now() + offset);
  const asUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  return new Date(asUtc - offset).toISOString();
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Asks `read` again until its answer passes `check` (or the time is up, then checks it once more). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describeInBrowser('installing Pause and opening it offline', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let chromium: Awaited<ReturnType<typeof launchChromiumProfile>> | undefined;
  let context: BrowserContext;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    // A profile on disk: Chromium finds no web app installable in an incognito-like context.
    chromium = await launchChromiumProfile({
      viewport: { width: 1280, height: 900 },
      timezoneId: TIME_ZONE,
      locale: 'en-US',
    });
    context = chromium.context;
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    policyRefusals = collectPolicyRefusals(page);
  });

  afterAll(async () => {
    await chromium?.close();
    await running?.stop();
  });

  const sessionsCard = () => page.getByRole('region', { name: 'Sessions' });
  const banner = () => page.getByRole('status').filter({ hasText: "You're offline." });
  /** The URLs of the API answers the device keeps for reading offline. */
  const keptAnswers = () =>
    page.evaluate(async (name) => {
      if (!(await caches.has(name))) return [];
      const keys = await (await caches.open(name)).keys();
      return keys.map((request) => new URL(request.url).pathname);
    }, API_ANSWERS_CACHE);
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);

  it('serves a valid web app manifest whose icons are PNGs of the sizes it states, a maskable one among them', async () => {
    const answer = await fetch(`${pause.url}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Pause',
      short_name: 'Pause',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fbf7f2',
    });
    expect(manifest.description).toMatch(/work-life balance/);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180' }]) {
      const image = await fetch(`${pause.url}${icon.src}`);
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect([icon.src, `${width}x${height}`]).toEqual([icon.src, icon.sizes]);
    }
  });

  it('has browsers ask for the page, the service worker and the manifest on every visit, and keep the hashed files a year', async () => {
    const home = await fetch(pause.url);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${pause.url}${script}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await fetch(`${pause.url}${path}`);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
  });

  it('links the manifest and the touch icon, and once loaded a service worker controls the page', async () => {
    await page.goto(pause.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon-180.png',
    );
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${pause.url}/sw.js`);
  });

  it("meets Chromium's installability criteria, with a manifest it reads without error", async () => {
    const devtools = await context.newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await devtools.detach();
  });

  it('keeps the answers of what the dashboard reads once signed in', async () => {
    await signInThroughDevProvider(page, ADA);
    const added = await page.evaluate(
      (body) =>
        fetch('/api/sessions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status),
      { type: 'work', startTime: todayAt(9, 0), endTime: todayAt(10, 30), description: DESCRIPTION },
    );
    expect(added).toBe(201);
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByRole('button', { name: 'Stop Timer' }).waitFor();
    await page.reload();
    await sessionsCard().getByText(DESCRIPTION).waitFor();
    expect(await controlled()).toBe(true);
    // The poll's first answer of this page is a 200; the rest are 304s, which are not kept.
    await eventually(keptAnswers, (paths) =>
      expect(paths).toEqual(expect.arrayContaining(['/api/auth/user', '/api/timer/active'])),
    );
    expect((await keptAnswers()).some((path) => path.startsWith('/api/sessions'))).toBe(true);
  });

  it("lets navigations to the server's own paths reach the server, never the app's page", async () => {
    const signedIn = await page.goto(`${pause.url}/api/auth/user`);
    expect(signedIn?.fromServiceWorker()).toBe(false);
    expect(signedIn?.headers()['content-type']).toMatch(/^application\/json/);
    expect(await signedIn?.json()).toMatchObject({ email: ADA.email });

    const missing = await page.goto(`${pause.url}/api/no-such-route`);
    expect([missing?.status(), missing?.fromServiceWorker()]).toEqual([404, false]);
    const health = await page.goto(`${pause.url}/health`);
    expect(health?.headers()['content-type']).toMatch(/^application\/json/);

    // The app's own paths, by contrast, are answered by the worker from its precache.
    const month = await page.goto(`${pause.url}/month/2026-11`);
    expect(month?.fromServiceWorker()).toBe(true);
    expect(await month?.text()).toContain('<div id="root"></div>');
    await page.goto(pause.url);
    await sessionsCard().getByText(DESCRIPTION).waitFor();
  });

  it('forgets every kept answer when the person signs out', async () => {
    expect(await keptAnswers()).not.toEqual([]);
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await keptAnswers()).toEqual([]);
  });

  it('with the server gone, a reload opens the dashboard with the last session and running timer, and says it is offline', async () => {
    await signInThroughDevProvider(page, ADA);
    await page.reload();
    await sessionsCard().getByText(DESCRIPTION).waitFor();
    await page.getByRole('button', { name: 'Stop Timer' }).waitFor();
    await eventually(keptAnswers, (paths) =>
      expect(paths).toEqual(expect.arrayContaining(['/api/auth/user', '/api/timer/active'])),
    );

    await pause.stop();
    // The worker's own requests find no server either: /health is not the worker's, it asks the network.
    const health = await page.evaluate(() =>
      fetch('/health').then(
        () => 'answered',
        () => 'unreachable',
      ),
    );
    expect(health).toBe('unreachable');

    await page.reload();
    await page.getByText('Welcome back, Ada').waitFor();
    await sessionsCard().getByText(DESCRIPTION).waitFor();
    await page.getByRole('button', { name: 'Stop Timer' }).waitFor();
    await banner().waitFor();
    expect(await banner().textContent()).toBe(OFFLINE_SENTENCE);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    for (const theme of ['light', 'dark'] as const) {
      await showInTheme(page, theme, { width: 1280, height: 900 });
      await page.screenshot({ path: screenshotPath(`offline-dashboard-1280-${theme}`) });
      await showInTheme(page, theme, { width: 390, height: 844 });
      await page.screenshot({ path: screenshotPath(`offline-dashboard-390-${theme}`) });
    }
    // The last data, further down: the session saved before the server went away.
    await sessionsCard().screenshot({ path: screenshotPath('offline-dashboard-390-dark-sessions') });
  });

  it('keeps the banner readable and clear of the controls on a 320 px phone', async () => {
    await showInTheme(page, 'light', { width: 320, height: 700 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await banner().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    const signOut = await page.getByRole('link', { name: 'Sign Out' }).boundingBox();
    expect(signOut!.y + signOut!.height).toBeLessThanOrEqual(box!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: screenshotPath('offline-dashboard-320-light') });
  });

  it('opens the same way with the browser offline too', async () => {
    await context.setOffline(true);
    await page.reload();
    await sessionsCard().getByText(DESCRIPTION).waitFor();
    await banner().waitFor();
    await context.setOffline(false);
  });

  it('ran under the content security policy without a single refusal', () => {
    expect(policyRefusals).toEqual([]);
  });
});
