// Phones first (issue 26): the dashboard of a person with a busy day at 320, 360, 390 and 1280 px, in
// the light and the dark theme, with classic scroll bars that take width from the page. Every tab in
// sight and clickable, nothing wider than the page or than its card, no serious accessibility finding,
// a screenshot of each; the Sessions card's "Show all"; a toast that keeps clear of the button that
// raised it; and a running timer kept in reach in a bar when its card is scrolled away. One person,
// signed in once; the page is resized and its theme switched in place.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { type SeededSession, seedTimerHistory } from '#src/modules/timer/testing/seed-history';
import type { AppProcess } from '#src/shared/testing/app-process';
import { localDateOf, utcOffsetMs } from '#src/shared/time/local-days';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  type PauseForBrowser,
  screenshotPath,
  seriousAccessibilityViolations,
  showInTheme,
  signInThroughDevProvider,
  startPauseForBrowser,
} from './browser';

const REPOSITORY_ROOT = join(__dirname, '..', '..');
const WIDTHS = [320, 360, 390, 1280] as const;
const THEMES = ['light', 'dark'] as const;
const SESSIONS_TODAY = 7;

/**
 * A zone where it is about noon now, so the morning's seven sessions lie in today, this week, on any
 * day and at any hour the suite runs (Etc/GMT-3 is three hours ahead of UTC).
 */
function zoneAtNoon(): string {
  const hoursAhead = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  if (hoursAhead === 0) return 'Etc/GMT';
  return `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}

const TIME_ZONE = zoneAtNoon();

function localTime(date: string, hour: number, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(asUtc - utcOffsetMs(TIME_ZONE, asUtc));
}

/** Seven half-hour sessions this morning, from 01:00 to 07:30, work and commute in turn. */
function busyMorning(today: string): SeededSession[] {
  return Array.from({ length: SESSIONS_TODAY }, (_, index) => ({
    type: index % 2 === 0 ? 'commute' : 'work',
    start: localTime(today, 1 + index, 0),
    end: localTime(today, 1 + index, 30),
    timeZone: TIME_ZONE,
  }));
}

type Overflow = { what: string; card: string; by: number };

/** Runs in the page: each element whose visible part reaches past the left or right edge of its card, and by how much. */
function elementsWiderThanTheirCard(): Overflow[] {
  const found: Overflow[] = [];
  for (const card of Array.from(document.querySelectorAll('main section'))) {
    const edge = card.getBoundingClientRect();
    const cardName = card.querySelector('h2')?.textContent ?? card.tagName;
    for (const element of Array.from(card.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // Hidden, or a screen reader's one-pixel text.
      if (box.width <= 1 || box.height <= 1) continue;
      // What shows of it: a parent that clips (a decoration inside a rounded card) cuts the rest off.
      let left = box.left;
      let right = box.right;
      for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left <= 1) continue;
      const by = Math.max(edge.left - left, right - edge.right);
      if (by > 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        found.push({ what: `${element.tagName.toLowerCase()} "${name}"`, card: cardName, by: Math.round(by) });
      }
    }
  }
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describeInBrowser('the dashboard on a phone and a desktop, with classic scroll bars', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  const sessionsCard = () => page.getByRole('region', { name: 'Sessions' });
  const sessionRows = () => sessionsCard().getByRole('listitem');
  const toastBox = () => page.locator('[data-toast-side] li').first();

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    browser = await launchChromium({ classicScrollBars: true });
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      timezoneId: TIME_ZONE,
      locale: 'en-US',
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, {
      email: 'maximiliana.long@example.com',
      givenName: 'Maximiliana',
      familyName: 'Okonkwo-Delacroix-Featherstonehaugh',
    });
    const me = await page.evaluate(() => fetch('/api/auth/user').then((response) => response.json()));
    await seedTimerHistory(running.database.url, me.id, busyMorning(localDateOf(TIME_ZONE, Date.now())));
    await promisify(execFile)(process.execPath, ['backend/dist/cli/replay.js'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: running.database.url },
    });
    await page.reload();
    await page.getByTestId('balance-dial').waitFor();
    await sessionRows().first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('has classic scroll bars that take width from the page', async () => {
    const bar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(bar).toBeGreaterThan(0);
  });

  it(`shows the newest five of today's ${SESSIONS_TODAY} sessions, and all of them on "Show all ${SESSIONS_TODAY}"`, async () => {
    expect(await sessionRows().count()).toBe(5);
    await sessionsCard()
      .getByRole('button', { name: `Show all ${SESSIONS_TODAY}` })
      .click();
    expect(await sessionRows().count()).toBe(SESSIONS_TODAY);
    await sessionsCard().getByRole('button', { name: 'Show the newest 5' }).click();
    expect(await sessionRows().count()).toBe(5);
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`fits ${width} px in the ${theme} theme: every tab in sight, nothing wider than its card`, async () => {
        await showInTheme(page, theme, { width, height: 800 });

        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBe(clientWidth);
        expect(await page.evaluate(elementsWiderThanTheirCard)).toEqual([]);

        const tabs = page.getByRole('tab');
        expect(await tabs.count()).toBe(6);
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(clientWidth);
        }
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`phone-layout-${width}-${theme}`), fullPage: true });

        for (const tab of (await tabs.all()).reverse()) {
          await tab.click();
          expect(await tab.getAttribute('aria-selected')).toBe('true');
        }
      });
    }
  }

  it('shows the toast of an edit away from the Edit button the closed dialog hands the focus back to', async () => {
    await showInTheme(page, 'light', { width: 390, height: 800 });
    const edit = sessionsCard()
      .getByRole('button', { name: /^Edit / })
      .last();
    await edit.scrollIntoViewIfNeeded();
    // The row low on the screen (at seven tenths of its height), where a toast at the bottom would cover it.
    await edit.evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight * 0.7),
    );
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit session' });
    const start = await dialog.getByLabel('Start', { exact: true }).inputValue();
    await dialog.getByLabel('End', { exact: true }).fill(start.replace(/:00$/, ':20'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Session updated', { exact: true }).waitFor();
    await page.waitForTimeout(300);

    const button = (await edit.boundingBox())!;
    const shown = (await toastBox().boundingBox())!;
    expect(button.y + button.height / 2).toBeGreaterThan(400);
    expect(overlaps(button, shown)).toBe(false);
    await page.screenshot({ path: screenshotPath('phone-layout-toast-390') });
    await page.getByRole('button', { name: 'Close notification' }).click();
  });

  it('keeps a running timer in reach in a bar once its card is scrolled away, and stops it there', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    const bar = page.getByRole('group', { name: 'Running timer' });
    expect(await bar.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await bar.textContent()).toMatch(/^Work00:00:\d\d/);
    await page.screenshot({ path: screenshotPath('phone-layout-timer-bar-390') });

    await bar.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();
    await bar.waitFor({ state: 'detached' });
  });

  it('ran without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
