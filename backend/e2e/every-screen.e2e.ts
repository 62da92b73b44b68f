// Every screen for every person: the landing page and the dashboard at phone, tablet and desktop
// widths, in the light and the dark theme, checked for horizontal scrolling and by axe-core, with
// screenshots to hold against the spec; the theme switch remembered across a reload with no flash;
// the keyboard shortcuts; a first name that starts with an emoji and runs to 42 letters; and the
// landing page's first load within its budget of gzipped JavaScript.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type SeededSession, seedTimerHistory } from '#src/modules/timer/testing/seed-history';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import type { AppProcess } from '#src/shared/testing/app-process';
import { addDays } from '#src/shared/time/calendar';
import { localDateOf, utcOffsetMs } from '#src/shared/time/local-days';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
  seriousAccessibilityViolations,
  showInTheme,
} from './browser';

const TIME_ZONE = 'Europe/Paris';
const REPOSITORY_ROOT = join(__dirname, '..', '..');

/** An emoji first, then 42 letters: the avatar shows the emoji whole, the page never widens. */
const LONG_FIRST_NAME = '🌸Anastasiaalexandrinamaximilianadelapazzzzz';
const PERSON = { email: 'anastasia.long@example.com', givenName: LONG_FIRST_NAME, familyName: 'Okonkwo' };

/**
 * The landing page's first load, gzipped JavaScript (issue 15): the same budget the frontend's build
 * checks from Vite's manifest (frontend/scripts/first-load-budget.mjs), here as a browser fetches it.
 */
const FIRST_LOAD_BUDGET_BYTES = 100_000;

const WIDTHS = [320, 390, 768, 1280] as const;
/** Screenshots and axe at these; the narrowest phone too, to see what 320 px does to each card. */
const SCREENSHOT_WIDTHS = new Set([320, 390, 1280]);
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

function parisTime(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return new Date(asUtc - utcOffsetMs(TIME_ZONE, asUtc));
}

/** Ten days of working life ending the day before yesterday (coloured calendar days and week bars), and today's 25 minutes. */
function tenDaysOfSessions(today: string): SeededSession[] {
  const sessions: SeededSession[] = [];
  const add = (type: 'work' | 'commute', date: string, from: string, to: string) =>
    sessions.push({ type, start: parisTime(date, from), end: parisTime(date, to), timeZone: TIME_ZONE });
  for (let back = 11; back >= 2; back--) {
    const date = addDays(today, -back);
    add('commute', date, '08:10', '08:55');
    add('work', date, '09:00', back % 3 === 0 ? '21:00' : back % 3 === 1 ? '17:00' : '19:30');
  }
  // And today, 25 minutes of work that ended five minutes ago.
  const now = Date.now();
  sessions.push({
    type: 'work',
    start: new Date(now - 30 * 60_000),
    end: new Date(now - 5 * 60_000),
    timeZone: TIME_ZONE,
  });
  return sessions;
}

/** The whole page, and the same in parts of a readable height for a person to review. */
async function screenshotWholeAndInParts(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  const { width, height } = await page.evaluate(() => ({
    width: window.innerWidth,
    height: document.documentElement.scrollHeight,
  }));
  const partHeight = width < 600 ? 1300 : 1000;
  for (let top = 0, part = 1; top < height; top += partHeight, part += 1) {
    const clip = { x: 0, y: top, width, height: Math.min(partHeight, height - top) };
    await page.screenshot({ path: screenshotPath(`${name}-part${part}`), fullPage: true, clip });
  }
}

type FocusSeen = {
  path: string;
  indicated: boolean;
  today: boolean;
  outlineColor: string;
  /** The colours of its box shadows that show (a "today" ring and its offset). */
  ringColors: string[];
};

/** Runs in the page: the focused control, and whether an outline (at least 2 px) shows where it is. */
function describeFocus(): FocusSeen | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  const ringColors = (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []).filter(
    (colour) => !/rgba\([^)]*,\s*0\)$/.test(colour),
  );
  const nameOf = (control: Element) =>
    control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
  const name = nameOf(element);
  // Two controls may share a name (a source cited twice, "Your limits" in two cards): the how-manyth
  // of that name in the page tells them apart, so the walk ends only where it comes back round.
  const tag = element.tagName.toLowerCase();
  const namesakes = [...document.querySelectorAll(tag)].filter((other) => nameOf(other) === name);
  const nth = namesakes.indexOf(element);
  return {
    path: `${tag} "${name}"${nth > 0 ? ` (${nth + 1})` : ''}`,
    indicated: outline,
    today: element.getAttribute('aria-current') === 'date',
    outlineColor: style.outlineColor,
    ringColors,
  };
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

async function showAtWidth(page: Page, width: number, theme: Theme): Promise<void> {
  await showInTheme(page, theme, { width, height: 900 });
}

describeInBrowser('every screen, at every width, in both themes', () => {
  let running: PauseForBrowser | undefined;
  let database: DatabaseEndpoint;
  let pause: AppProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    database = running.database;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE });
    page = await context.newPage();
    policyRefusals = collectPolicyRefusals(page);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  describe('the landing page', () => {
    beforeAll(async () => {
      await page.goto(pause.url);
      await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
    });

    it('loads at most 100 kB of gzipped JavaScript for a visitor before the page has loaded, and none of the dashboard', async () => {
      const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const visit = await visitor.newPage();
        const scripts: { url: string; body: Promise<Buffer> }[] = [];
        visit.on('response', (response) => {
          if (response.request().resourceType() === 'script') {
            scripts.push({ url: response.url(), body: response.body() });
          }
        });
        await visit.goto(pause.url, { waitUntil: 'networkidle' });
        await visit.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
        // The first load is what the page asked for before its load event; the service worker's
        // registration is fetched after it, on purpose (issue 28), and does not count.
        const beforeLoad = new Set(
          await visit.evaluate(() => {
            const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            return performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime < navigation.loadEventStart)
              .map((entry) => entry.name);
          }),
        );
        const firstLoad = scripts.filter((script) => beforeLoad.has(script.url));
        const gzipped = await Promise.all(firstLoad.map(async (script) => gzipSync(await script.body).length));
        const total = gzipped.reduce((sum, bytes) => sum + bytes, 0);
        expect(firstLoad.length).toBeGreaterThan(0);
        expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
        expect(
          scripts
            .map((script) => new URL(script.url).pathname)
            .filter((path) => /signed-in-route|dashboard/.test(path)),
        ).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        it(`fits ${width} px in the ${theme} theme, with no serious accessibility finding`, async () => {
          await showAtWidth(page, width, theme);
          const { scrollWidth, innerWidth } = await horizontalOverflow(page);
          expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
          if (SCREENSHOT_WIDTHS.has(width)) {
            await screenshotWholeAndInParts(page, `every-screen-landing-${width}-${theme}`);
            expect(await seriousAccessibilityViolations(page)).toEqual([]);
          }
        });
      }
    }
  });

  describe('the dashboard of a person with history and a session of a few seconds', () => {
    beforeAll(async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pause.url);
      await signInThroughDevProvider(page, PERSON);
      const me = await page.evaluate(() => fetch('/api/auth/user').then((response) => response.json()));
      await seedTimerHistory(database.url, me.id, tenDaysOfSessions(localDateOf(TIME_ZONE, Date.now())));
      await promisify(execFile)(process.execPath, ['backend/dist/cli/replay.js'], {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, DATABASE_URL: database.url },
      });
      await page.reload();
      await page.getByTestId('balance-dial').waitFor();

      // Today: a work session of a few seconds, through the W and S shortcuts.
      await page.keyboard.press('w');
      await page.getByText('Timer Started', { exact: true }).waitFor();
      await page.waitForTimeout(2200);
      await page.keyboard.press('s');
      await page.getByText('Session Complete', { exact: true }).waitFor();
      await page.getByText('Let time flow gently...').waitFor();
    });

    it('shows the emoji of the first name whole in the avatar, and the whole name on the greeting', async () => {
      const greeting = page.getByText(`Hi, ${LONG_FIRST_NAME}`);
      expect(await greeting.getAttribute('title')).toBe(`Hi, ${LONG_FIRST_NAME}`);
      expect(await page.getByTestId('avatar-initial').textContent()).toBe('🌸');
    });

    it("writes today's 25 minutes of work in minutes, not as 0.4h", async () => {
      const todaysBar = page.locator('[data-testid="week-row"][aria-current="date"] [role="img"]');
      expect(await todaysBar.getAttribute('aria-label')).toMatch(
        /^Work 2[45] min, commute 0 min, life 23\.[56]h: Balanced$/,
      );
    });

    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        it(`fits ${width} px in the ${theme} theme, with no serious accessibility finding`, async () => {
          await showAtWidth(page, width, theme);
          const { scrollWidth, innerWidth } = await horizontalOverflow(page);
          expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
          const signOut = page.getByRole('link', { name: 'Sign Out' });
          const box = await signOut.boundingBox();
          expect(box?.height).toBeLessThanOrEqual(48);
          if (SCREENSHOT_WIDTHS.has(width)) {
            await screenshotWholeAndInParts(page, `every-screen-dashboard-${width}-${theme}`);
            expect(await seriousAccessibilityViolations(page)).toEqual([]);
          }
        });
      }
    }

    for (const theme of THEMES) {
      it(`shows where the focus is on every control reached by Tab, in the ${theme} theme`, async () => {
        await showAtWidth(page, 1280, theme);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.evaluate(() => window.scrollTo(0, 0));
        const seen: FocusSeen[] = [];
        for (let step = 0; step < 120; step += 1) {
          await page.keyboard.press('Tab');
          // Buttons ease their outline's colour in (Tailwind's transition covers outline-color).
          await page.waitForTimeout(200);
          const focused = await page.evaluate(describeFocus);
          if (!focused || seen.some((earlier) => earlier.path === focused.path)) break;
          seen.push(focused);
        }
        expect(seen.length).toBeGreaterThan(30);
        expect(seen.filter((control) => !control.indicated).map((control) => control.path)).toEqual([]);

        // Today's calendar day: its focus ring is not its "today" ring.
        const today = seen.find((control) => control.today);
        expect(today).toBeDefined();
        expect(today?.ringColors.length).toBeGreaterThan(0);
        expect(today?.ringColors).not.toContain(today?.outlineColor);
      });
    }

    it('lists the keyboard shortcuts on ?, and closes the list with Escape', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.keyboard.press('Shift+Slash');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Start work');
      await page.screenshot({ path: screenshotPath('every-screen-shortcuts') });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it('starts nothing when W is typed into a field, or pressed with a modifier', async () => {
      await page.getByRole('tab', { name: /Friends/ }).click();
      const email = page.getByRole('textbox', { name: /email/i });
      await email.fill('');
      await email.press('w');
      expect(await email.inputValue()).toBe('w');
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.keyboard.press('Control+w').catch(() => undefined);
      await page.waitForTimeout(1500);
      expect(await page.getByRole('button', { name: 'Start Work' }).isEnabled()).toBe(true);
    });

    it('keeps the theme a person chose across a reload, dark from the first paint, the share card light', async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('button', { name: /^Theme/ }).click();
      await page.getByRole('menuitemradio', { name: 'System' }).waitFor();
      await page.screenshot({
        path: screenshotPath('every-screen-theme-menu'),
        clip: { x: 640, y: 0, width: 640, height: 320 },
      });
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

      // Read the class as soon as the document is parsed, before React or any stylesheet runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.className;
          }
        });
      });
      await page.reload();
      await page.getByTestId('balance-dial').waitFor();
      expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toContain('dark');
      expect(await page.evaluate(() => localStorage.getItem('pause-theme'))).toBe('dark');

      // The share card stays the light card it saves as a PNG (spec §2.7), on the dark page.
      const card = page.getByTestId('balance-report-card');
      expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(248, 232, 222)');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
        'rgb(26, 21, 18)',
      );
    });

    it('ran every screen above without a single refusal by the content security policy', () => {
      expect(policyRefusals).toEqual([]);
    });
  });

  describe("a new person's first view", () => {
    it('keeps the figures, invites the first session and fits a phone, in the dark theme too', async () => {
      const newcomer = await browser.newContext({
        viewport: { width: 390, height: 900 },
        timezoneId: TIME_ZONE,
        colorScheme: 'dark',
      });
      const newPage = await newcomer.newPage();
      const refusals = collectPolicyRefusals(newPage);
      try {
        await newPage.goto(pause.url);
        await signInThroughDevProvider(newPage, {
          email: 'new.person@example.com',
          givenName: 'Noor',
          familyName: 'Haddad',
        });
        await newPage.getByRole('img', { name: 'Life balance 100%: Balanced' }).waitFor();
        await newPage.getByText('Nothing tracked yet this week').waitFor();
        const { scrollWidth, innerWidth } = await horizontalOverflow(newPage);
        expect(innerWidth).toBe(390);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        await newPage.waitForTimeout(800);
        await screenshotWholeAndInParts(newPage, 'every-screen-first-view-390-dark');
        expect(await seriousAccessibilityViolations(newPage)).toEqual([]);
        expect(refusals).toEqual([]);
      } finally {
        await newcomer.close();
      }
    });
  });
});
