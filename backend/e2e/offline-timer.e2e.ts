// Starting and stopping the timer with no server (issue 28), in a real Chromium against the app as
// `npm start` runs it: the server's process stopped (so the service worker's own requests fail too, which
// Playwright's setOffline alone would not do), Start Work and Stop Timer pressed and kept on the device
// (IndexedDB), the clock running from the press; then the server started again on the same port and
// database, the queue sent, and exactly one session saved with the pressed moments, even when the same
// two commands are sent once more. Then two devices offline at once, both starting a timer: the first to
// sync wins; the other is refused, shows the timer it lost to, and its Stop is never sent. Screenshots at
// 1280 and 390 px of the timer running with a press waiting, and of the refusal at 390 px. Last, a press
// whose send fails online is kept too, and signing out forgets it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { createTestDatabase } from '#src/shared/testing/test-database';
import {
  describeInBrowser,
  launchChromium,
  launchChromiumProfile,
  screenshotPath,
  seriousAccessibilityViolations,
  signInThroughDevProvider,
} from './browser';

const ADA = { email: 'ada.offline@example.com', givenName: 'Ada', familyName: 'Quist' };
const TIME_ZONE = 'Etc/UTC';

type KeptPress = { commandId: string; kind: 'start' | 'stop'; body: Record<string, unknown>; pressedAt: string };
type Session = { id: string; type: string; startTime: string; endTime: string };

/** Asks `read` again until its answer passes `check` (or the time is up, then checks it once more). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The Monday (UTC) of this week, as the sessions route takes it. */
function thisWeeksMonday(): string {
  const now = new Date();
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday))
    .toISOString()
    .slice(0, 10);
}

/** The presses the page keeps in IndexedDB, read from the page itself. */
function keptPresses(page: Page): Promise<KeptPress[]> {
  return page.evaluate(
    () =>
      new Promise<KeptPress[]>((resolve, reject) => {
        const opening = indexedDB.open('pause-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('presses')) return resolve([]);
          const reading = database.transaction('presses').objectStore('presses').getAll();
          reading.onsuccess = () => resolve(reading.result as KeptPress[]);
          reading.onerror = () => reject(reading.error);
        };
      }),
  );
}

describeInBrowser('starting and stopping the timer offline', () => {
  let database: DatabaseEndpoint;
  let dataDir: string;
  let pause: AppProcess | undefined;
  /** The first start's port, for the restart: who a person is includes the sign-in provider's address. */
  let port: number;
  let chromium: Awaited<ReturnType<typeof launchChromiumProfile>> | undefined;
  let page: Page;
  let kept: KeptPress[] = [];
  let pressedStart: { before: number; after: number };
  let pressedStop: { before: number; after: number };

  /** Pause on this test's database and data folder (its sign-in secret), on `port` when restarting. */
  const startPause = (port?: number) =>
    startAppProcess({
      command: ['node', 'backend/dist/main.js'],
      env: { DATABASE_URL: database.url, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined, REDIS_URL: undefined },
      dataDir,
      port,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'pause-offline-timer-'));
    pause = await startPause();
    chromium = await launchChromiumProfile({
      viewport: { width: 1280, height: 900 },
      timezoneId: TIME_ZONE,
      locale: 'en-US',
    });
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await chromium?.close();
    await pause?.stop();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const waiting = () => page.getByRole('status').filter({ hasText: 'waiting to sync' });
  const banner = () => page.getByRole('status').filter({ hasText: "You're offline." });
  const sessions = () =>
    page.evaluate(
      (weekStart) => fetch(`/api/sessions?weekStart=${weekStart}`).then((answer) => answer.json()),
      thisWeeksMonday(),
    ) as Promise<Session[]>;

  it('opens the dashboard from the cache with the server gone', async () => {
    await page.goto(pause!.url);
    await signInThroughDevProvider(page, ADA);
    await page.getByRole('button', { name: 'Start Work' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The page is read once more under the worker, so what the dashboard reads is kept.
    await page.reload();
    await page.getByRole('button', { name: 'Start Work' }).waitFor();
    await eventually(
      () =>
        page.evaluate(async () => {
          const keys = await (await caches.open('pause-api-answers')).keys();
          return keys.map((request) => new URL(request.url).pathname);
        }),
      (paths) => expect(paths).toEqual(expect.arrayContaining(['/api/auth/user', '/api/timer/active'])),
    );
    expect(await sessions()).toEqual([]);

    port = pause!.port;
    await pause!.stop();
    pause = undefined;
    await page.reload();
    await banner().waitFor();
    await page.getByRole('button', { name: 'Start Work' }).waitFor();
  });

  it('starts a work timer offline: kept on the device, running from the press, and says one press waits', async () => {
    pressedStart = { before: Date.now(), after: 0 };
    await page.getByRole('button', { name: 'Start Work' }).click();
    pressedStart.after = Date.now();
    await page.getByRole('button', { name: 'Stop Timer' }).waitFor();
    await waiting().getByText('1 press waiting to sync.').waitFor();
    expect(await waiting().textContent()).toContain("They'll be sent when you're back online.");
    await page.getByTestId('session-type').getByText('Work').waitFor();
    // The server has no timer to move or label yet.
    expect(await page.getByRole('button', { name: 'Edit start' }).count()).toBe(0);

    kept = await keptPresses(page);
    expect(kept.map(({ kind }) => kind)).toEqual(['start']);
    const startedAt = Date.parse(kept[0].pressedAt);
    expect(startedAt).toBeGreaterThanOrEqual(pressedStart.before);
    expect(startedAt).toBeLessThanOrEqual(pressedStart.after);
    expect(kept[0].body).toEqual({ type: 'work', commandId: kept[0].commandId, pressedAt: kept[0].pressedAt });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.waitForTimeout(1_500);
    await page.screenshot({ path: screenshotPath('offline-timer-waiting-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    // The toast would cover the line under the timer on a phone.
    const close = page.getByRole('button', { name: 'Close notification' });
    // The toast may have closed on its own by now (the machine's load decides).
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await page.getByText('Kept on this device').waitFor({ state: 'detached' });
    await waiting().evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('offline-timer-waiting-390') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('stops it offline: the timer shows stopped and two presses wait, in the order pressed', async () => {
    await page.waitForTimeout(1_500);
    pressedStop = { before: Date.now(), after: 0 };
    await page.getByRole('button', { name: 'Stop Timer' }).click();
    pressedStop.after = Date.now();
    await waiting().getByText('2 presses waiting to sync.').waitFor();
    await page.getByRole('button', { name: 'Start Work' }).and(page.locator(':enabled')).waitFor();

    kept = await keptPresses(page);
    expect(kept.map(({ kind }) => kind)).toEqual(['start', 'stop']);
    const stoppedAt = Date.parse(kept[1].pressedAt);
    expect(stoppedAt).toBeGreaterThanOrEqual(pressedStop.before);
    expect(stoppedAt).toBeLessThanOrEqual(pressedStop.after);
    expect(new Set(kept.map(({ commandId }) => commandId)).size).toBe(2);
  });

  it('once the server is back, sends the queue and saves one session with the pressed moments', async () => {
    pause = await startPause(port);
    await eventually(
      () => keptPresses(page),
      (presses) => expect(presses).toEqual([]),
    );
    await waiting().getByText('waiting to sync').waitFor({ state: 'detached' });
    await banner().waitFor({ state: 'detached' });

    const saved = await sessions();
    expect(saved).toHaveLength(1);
    expect(saved[0].type).toBe('work');
    // The server keeps whole seconds or milliseconds: within a second of each press either way.
    expect(Math.abs(Date.parse(saved[0].startTime) - Date.parse(kept[0].pressedAt))).toBeLessThan(1_000);
    expect(Math.abs(Date.parse(saved[0].endTime) - Date.parse(kept[1].pressedAt))).toBeLessThan(1_000);
    // And the dashboard shows it, with no timer running.
    await page.getByRole('button', { name: 'Start Work' }).and(page.locator(':enabled')).waitFor();
  });

  it('sending the same queue again saves nothing more: each press is answered as the first time', async () => {
    const statuses = await page.evaluate(async (presses) => {
      const answers: number[] = [];
      for (const press of presses) {
        const answer = await fetch(`/api/timer/${press.kind}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(press.body),
        });
        answers.push(answer.status);
      }
      return answers;
    }, kept);
    expect(statuses).toEqual([201, 200]);
    const saved = await sessions();
    expect(saved).toHaveLength(1);
    expect(Math.abs(Date.parse(saved[0].startTime) - Date.parse(kept[0].pressedAt))).toBeLessThan(1_000);
    const active = await page.evaluate(() => fetch('/api/timer/active').then((answer) => answer.text()));
    expect(active === '' || active === 'null').toBe(true);
  });

  it('two devices offline at once, both starting a timer: the first to sync wins; the other is refused, shows the timer it lost to, and its Stop is never sent', async () => {
    const browser = await launchChromium();
    try {
      const phoneContext = await browser.newContext({
        viewport: { width: 390, height: 844 },
        timezoneId: TIME_ZONE,
        locale: 'en-US',
      });
      const phone = await phoneContext.newPage();
      phone.setDefaultTimeout(15_000);
      await phone.goto(pause!.url);
      await signInThroughDevProvider(phone, ADA);
      await phone.getByRole('button', { name: 'Start Commute' }).and(phone.locator(':enabled')).waitFor();

      // Both lose the server; the phone stays offline longer, so the laptop syncs first.
      port = pause!.port;
      await pause!.stop();
      pause = undefined;
      await phoneContext.setOffline(true);
      await banner().waitFor();

      await page.getByRole('button', { name: 'Start Work' }).click();
      await waiting().getByText('1 press waiting to sync.').waitFor();
      const [laptopStart] = await keptPresses(page);

      await phone.getByRole('button', { name: 'Start Commute' }).click();
      await phone.getByRole('button', { name: 'Stop Timer' }).first().waitFor();
      await phone.waitForTimeout(1_100);
      await phone.getByRole('button', { name: 'Stop Timer' }).first().click();
      await phone.getByText('2 presses waiting to sync.').waitFor();
      expect((await keptPresses(phone)).map(({ kind }) => kind)).toEqual(['start', 'stop']);

      pause = await startPause(port);
      await eventually(
        () => keptPresses(page),
        (presses) => expect(presses).toEqual([]),
      );

      await phoneContext.setOffline(false);
      const refusal = phone.getByRole('alert').filter({ hasText: 'could not be saved' });
      await refusal.waitFor({ timeout: 40_000 });
      const said = await refusal.textContent();
      expect(said).toContain('Your Start could not be saved');
      expect(said).toContain('A work timer is already running');
      expect(said).toMatch(/Your other device's work timer, started at \d{1,2}:\d{2}\s?[AP]M, got there first/);
      // The timer the phone shows is the laptop's, from the laptop's press.
      await phone.getByTestId('session-type').getByText('Work').waitFor();
      // Nothing more is pressed on top of a refusal until the person decides.
      expect(await phone.getByRole('button', { name: 'Start Commute' }).isDisabled()).toBe(true);
      expect(await phone.getByRole('button', { name: 'Stop Timer' }).first().isDisabled()).toBe(true);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);
      await refusal.evaluate((alert) => alert.scrollIntoView({ block: 'center' }));
      await phone.screenshot({ path: screenshotPath('offline-timer-refused-390') });

      await refusal.getByRole('button', { name: 'Discard this press and its Stop' }).click();
      await refusal.waitFor({ state: 'detached' });
      expect(await keptPresses(phone)).toEqual([]);

      // The laptop's timer still runs from its press: the phone's Stop never reached the server.
      const active = (await page.evaluate(() => fetch('/api/timer/active').then((answer) => answer.json()))) as {
        type: string;
        startTime: string;
      };
      expect(active.type).toBe('work');
      expect(Math.abs(Date.parse(active.startTime) - Date.parse(laptopStart.pressedAt))).toBeLessThan(1_000);
      expect(await sessions()).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });

  it('keeps a press whose send fails while online, and signing out forgets it', async () => {
    // The laptop's timer runs (the test before); its Stop finds no server this time.
    await page.route('**/api/timer/stop', (route) => route.abort('connectionfailed'));
    try {
      await page.getByRole('button', { name: 'Stop Timer' }).click();
      await waiting().getByText('1 press waiting to sync.').waitFor();
      expect((await keptPresses(page)).map(({ kind }) => kind)).toEqual(['stop']);

      await page.getByRole('link', { name: 'Sign Out' }).click();
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect(await keptPresses(page)).toEqual([]);
    } finally {
      await page.unroute('**/api/timer/stop');
    }
  });
});
