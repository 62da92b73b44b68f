// A person with four weeks of history or more sees it on the dashboard: the balance dial, the week at a glance,
// this week's reflection, the monthly pattern and the insights. The history is written to the event
// log and the read models are rebuilt with `npm run replay`, while the app runs. Then a session stop
// has their history evaluated, and the achievement it earned appears without a reload.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '#src/shared/time/calendar';
import { localDateOf, utcOffsetMs } from '#src/shared/time/local-days';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import type { AppProcess } from '#src/shared/testing/app-process';
import { type SeededSession, seedTimerHistory } from '#src/modules/timer/testing/seed-history';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

const TIME_ZONE = 'Europe/Paris';
const REPOSITORY_ROOT = join(__dirname, '..', '..');

/** A local wall-clock time in Paris as an instant (good enough away from the clock changes). */
function parisTime(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return new Date(asUtc - utcOffsetMs(TIME_ZONE, asUtc));
}

/**
 * At least four weeks of ordinary working life, ending yesterday, with a few long days and a weekend
 * shift, and reaching a week into last month whatever today's date (the test opens last month's
 * pattern: on the 28th of November, four weeks back would leave October only its last Saturday).
 */
function workingLifeUntilYesterday(today: string): SeededSession[] {
  const sessions: SeededSession[] = [];
  const add = (type: 'work' | 'commute', date: string, from: string, to: string) =>
    sessions.push({ type, start: parisTime(date, from), end: parisTime(date, to), timeZone: TIME_ZONE });
  const days = Math.max(28, Number(today.slice(8, 10)) + 7);
  for (let back = days; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    if (weekday === 6) {
      if (back % 3 === 0) add('work', date, '10:00', '13:30');
      continue;
    }
    const longDay = back % 4 === 0;
    add('commute', date, '08:10', '08:55');
    add('work', date, '09:00', longDay ? '20:30' : '17:30');
    add('commute', date, longDay ? '20:35' : '17:35', longDay ? '21:20' : '18:20');
  }
  return sessions;
}

describeInBrowser('the analytics dashboard with real history', () => {
  let running: PauseForBrowser | undefined;
  let database: DatabaseEndpoint;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    database = running.database;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE });
    page = await context.newPage();
    policyRefusals = collectPolicyRefusals(page);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('shows the balance widgets filled in from the rebuilt read models', async () => {
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'morgan.lee@example.com', givenName: 'Morgan', familyName: 'Lee' });
    await page.getByText('Hi, Morgan').waitFor();

    const me = await page.evaluate(() => fetch('/api/auth/user').then((response) => response.json()));
    const today = localDateOf(TIME_ZONE, Date.now());
    await seedTimerHistory(database.url, me.id, workingLifeUntilYesterday(today));
    const replay = await promisify(execFile)(process.execPath, ['backend/dist/cli/replay.js'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    expect(replay.stdout).toMatch(
      /Rebuilt achievement-days, active-timer, challenges, daily-balance, facts-version, friendships, monthly-balance, reflections, session-labels, sessions, unlocked-achievements, weekly-balance and swapped into \w+: \d+ events/,
    );

    await page.reload();
    await page.getByText('Hi, Morgan').waitFor();
    const dial = page.getByTestId('balance-dial');
    await dial.waitFor();
    expect(await dial.textContent()).toMatch(/\d+%/);
    expect(await page.getByTestId('week-row').count()).toBe(7);
    await page.getByTestId('weekly-insight').waitFor();
    const monthLabel = await page.getByTestId('month-label').textContent();
    expect(monthLabel).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await page.getByTestId('trend-banner').waitFor();
    expect(await page.getByTestId('trend-banner').getAttribute('data-trend')).toMatch(/^(improving|stable|declining)$/);
    await page.screenshot({ path: screenshotPath('dashboard-analytics'), fullPage: true });

    // Last month's pattern, with a day's tooltip.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.waitForFunction(
      (shown) => document.querySelector('[data-testid="month-label"]')?.textContent !== shown,
      monthLabel,
    );
    const trackedDay = page.locator('[data-tone="balanced"], [data-tone="borderline"], [data-tone="burnout"]').first();
    await trackedDay.hover();
    await page
      .getByText(/^Rating: /)
      .first()
      .waitFor();
    await page.getByTestId('month-label').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('monthly-pattern-tooltip') });
  });

  it('unlocks the achievement the history earned after the next session stops, without a reload', async () => {
    const tiles = page.getByTestId('achievement-tile');
    expect(await tiles.count()).toBe(3);
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Stop Timer' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();

    // Saturdays with work and no commute are in the history: a Commute-Free Day. The award is made in
    // the background and reaches the page when the poll's facts version moves.
    const commuteFree = page.locator('[data-testid="achievement-tile"][data-achievement="commute_free_day"]');
    await commuteFree.and(page.locator('[data-state="unlocked"]')).waitFor({ timeout: 90_000 });
    expect(await commuteFree.textContent()).toContain('Unlocked!');
    await commuteFree.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('achievements-unlocked') });
  });

  it('ran every page above without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
