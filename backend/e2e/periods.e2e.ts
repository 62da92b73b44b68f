// Moving through time (issue 26), in a real Chromium against the app started as `npm start` starts it:
// a history imported as a Toggl Track file, the dashboard moved back a week with the period bar (every
// week-bound card then shows that week's figures, checked against the API's own answer), the week kept
// in the address across a reload and undone by the back button, and the month and year views with the
// imported history and its hours by project. One signed-in page throughout: the widths and themes
// change in place.
import type { Browser, Page } from 'playwright-core';
import { togglFile } from '#src/modules/timer/testing/import-files';
import type { AppProcess } from '#src/shared/testing/app-process';
import { addDays } from '#src/shared/time/calendar';
import { localWeekStartOf } from '#src/shared/time/local-days';
import {
  describeInBrowser,
  launchChromium,
  screenshotPath,
  seriousAccessibilityViolations,
  showInTheme,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

const TIME_ZONE = 'Europe/Paris';
const thisMonday = localWeekStartOf(TIME_ZONE, Date.now());
const lastMonday = addDays(thisMonday, -7);
const lastYear = Number(thisMonday.slice(0, 4)) - 1;

/** Last week on three days (a judged week), and three weeks of last year in March, June and September. */
function history(): string {
  const rows: Parameters<typeof togglFile>[0][number][] = [];
  const day = (date: string, end: string) => {
    rows.push({ project: 'Travel', date, start: '08:00:00', end: '08:40:00', description: 'Train' });
    rows.push({ project: 'Pause', date, start: '09:00:00', end, description: 'Work' });
  };
  day(lastMonday, '17:30:00');
  day(addDays(lastMonday, 1), '20:00:00');
  day(addDays(lastMonday, 3), '13:00:00');
  for (const [month, end] of [
    ['03', '23:30:00'],
    ['06', '17:00:00'],
    ['09', '12:00:00'],
  ] as const) {
    for (const date of ['10', '11', '12', '13']) day(`${lastYear}-${month}-${date}`, end);
  }
  return togglFile(rows);
}

type Week = { workHours: number; commuteHours: number; lifeHours: number; lifePercentage: number };
type Day = { date: string; workHours: number; commuteHours: number };

const hours = (value: number) => `${value.toFixed(1)}h`;

describeInBrowser('moving through weeks, months and years in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;

  const api = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${pause.url}${path}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  const periodBar = () => page.getByRole('navigation', { name: 'Period' });
  const region = (name: string) => page.getByRole('region', { name });
  /** Moves inside the app, as its own links do, without loading the page again. */
  const goInApp = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE });
    page.setDefaultTimeout(10_000);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'ines@example.com', givenName: 'Ines', familyName: 'Moreau' });
    const imported = await page.request.post(
      `${pause.url}/api/import?timeZone=${encodeURIComponent(TIME_ZONE)}&commuteProjects=Travel`,
      { headers: { 'Content-Type': 'text/csv' }, data: history() },
    );
    expect(imported.status()).toBe(200);
    expect((await imported.json()).imported).toBe(30);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it("moves back a week, and every week-bound card shows that week's figures as the API answers them", async () => {
    await region('Your Life Balance Dial')
      .getByRole('img', { name: /^Life balance \d+%/ })
      .waitFor();
    await periodBar().getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL(`**/?week=${lastMonday}`);

    const week = await api<Week>(`/api/analytics/weekly?weekStart=${lastMonday}`);
    const days = await api<Day[]>(`/api/analytics/daily?startDate=${lastMonday}&endDate=${addDays(lastMonday, 6)}`);
    const sessions = await api<unknown[]>(`/api/sessions?weekStart=${lastMonday}`);
    expect(week.workHours).toBeGreaterThan(0);

    // The dial: the week's share, judged, and its hours.
    const dial = region('Your Life Balance Dial');
    await dial.getByRole('img', { name: new RegExp(`^Life balance ${week.lifePercentage}%: `) }).waitFor();
    await dial.getByText(hours(week.workHours), { exact: true }).waitFor();
    // Week at a Glance: each day's tracked hours.
    const rows = region('Your Week at a Glance').getByTestId('week-row');
    for (const [index, day] of days.entries()) {
      expect(await rows.nth(index).textContent()).toContain(`${hours(day.workHours + day.commuteHours)} tracked`);
    }
    // The reflection insight and the weekly reflection name the week; the insight tells its hours.
    const range = await page.evaluate((monday) => {
      const first = new Date(`${monday}T12:00:00`);
      const last = new Date(first.getTime() + 6 * 86_400_000);
      return new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
        first,
        last,
      );
    }, lastMonday);
    await region("This Week's Reflection").getByText(range).waitFor();
    expect(await page.getByTestId('weekly-insight').textContent()).toContain('to work');
    await region('Weekly Reflection').getByText(range).waitFor();
    // The Sessions card lists that week's sessions.
    await region('Sessions')
      .getByRole('list', { name: /^Sessions of/ })
      .waitFor();
    // It shows the newest five at first: "Show all" brings the rest.
    const showAll = region('Sessions').getByRole('button', { name: /^Show all/ });
    if (await showAll.count()) await showAll.click();
    expect(await region('Sessions').getByRole('listitem').count()).toBe(sessions.length);
    // The share card: the very share the dial shows.
    expect(await region('Share Your Balance').getByTestId('balance-score').textContent()).toContain(
      `${week.lifePercentage}%`,
    );
    // The Insights tab: the week's totals.
    const insights = region('Analytics & Insights');
    await insights.getByText('Hours that week').waitFor();
    await insights.getByText(hours(week.commuteHours), { exact: true }).waitFor();
  });

  it('keeps the week in the address across a reload, and the back button returns to this week', async () => {
    const week = await api<Week>(`/api/analytics/weekly?weekStart=${lastMonday}`);
    await page.reload();
    expect(new URL(page.url()).search).toBe(`?week=${lastMonday}`);
    await region('Your Life Balance Dial')
      .getByRole('img', { name: new RegExp(`^Life balance ${week.lifePercentage}%: `) })
      .waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    const current = await api<Week>(`/api/analytics/weekly?weekStart=${thisMonday}`);
    await region('Your Life Balance Dial')
      .getByRole('img', { name: new RegExp(`^Life balance ${current.lifePercentage}%: `) })
      .waitFor();
    expect(await periodBar().getByRole('link', { name: 'Next week' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the imported history in the year view: its share, its months and its days', async () => {
    const year = await api<{ lifePercentage: number; trackedDays: number; days: Day[] }>(
      `/api/analytics/year-summary?year=${lastYear}`,
    );
    expect(year.trackedDays).toBe(12);
    await goInApp(`/year/${lastYear}`);
    await page.getByTestId('year-view').waitFor();
    expect(await page.getByTestId('period-life-percentage').textContent()).toBe(`${year.lifePercentage}%`);
    const heatMap = page.getByTestId('heat-map');
    expect(await heatMap.locator('[data-tone]:not([data-tone="none"])').count()).toBe(12);
    // Over fifteen tracked hours a day in March is Burnout, under nine in June Borderline, under four in September Balanced.
    expect(await heatMap.locator(`[data-date="${lastYear}-03-10"]`).getAttribute('data-tone')).toBe('burnout');
    expect(await heatMap.locator(`[data-date="${lastYear}-06-10"]`).getAttribute('data-tone')).toBe('borderline');
    expect(await heatMap.locator(`[data-date="${lastYear}-09-10"]`).getAttribute('data-tone')).toBe('balanced');
    await page.getByTestId('best-week').getByRole('link').waitFor();
  });

  it("shows the month's hours by project as the API answers them, most first, commute told apart", async () => {
    type ProjectTotal = { project: string | null; workHours: number; commuteHours: number; sessions: number };
    const totals = await api<ProjectTotal[]>(
      `/api/sessions/project-totals?from=${lastYear}-03-01&to=${lastYear}-03-31`,
    );
    expect(totals.map((total) => total.project)).toEqual(['Pause', 'Travel']);
    await goInApp(`/month/${lastYear}-03`);
    await page.getByTestId('month-view').waitFor();
    const rows = region('By project').getByTestId('project-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(totals.length);
    for (const [index, total] of totals.entries()) {
      const text = await rows.nth(index).textContent();
      expect(text).toContain(`${total.project}${hours(total.workHours + total.commuteHours)}`);
      expect(text).toContain(`${total.sessions} sessions`);
    }
    expect(await rows.nth(1).textContent()).toContain('Commute');
    // The week dashboard shows last week's projects too; a month with no session shows no card at all.
    await goInApp(`/?week=${lastMonday}`);
    await region('By project').getByText('Travel').waitFor();
    const aprilAnswered = page.waitForResponse((response) =>
      response.url().includes(`/api/sessions/project-totals?from=${lastYear}-04-01`),
    );
    await goInApp(`/month/${lastYear}-04`);
    await page.getByTestId('month-view').waitFor();
    expect(await (await aprilAnswered).json()).toEqual([]);
    expect(await region('By project').count()).toBe(0);
  });

  it('keeps the By project card within a 320 px phone', async () => {
    await showInTheme(page, 'light', { width: 320, height: 800 });
    await goInApp(`/month/${lastYear}-03`);
    await region('By project').getByTestId('project-row').first().waitFor();
    await page.waitForTimeout(250);
    await region('By project').screenshot({ path: screenshotPath('periods-month-projects-320-light') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  for (const width of [1280, 390, 320]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the week, month and year views at ${width} px in the ${theme} theme, fitting and accessible`, async () => {
        await showInTheme(page, theme, { width, height: 900 });
        const views = [
          {
            name: 'week',
            path: `/?week=${lastMonday}`,
            ready: () => region('Your Life Balance Dial').getByTestId('balance-dial').waitFor(),
          },
          { name: 'month', path: `/month/${lastYear}-03`, ready: () => page.getByTestId('month-view').waitFor() },
          { name: 'year', path: `/year/${lastYear}`, ready: () => page.getByTestId('year-view').waitFor() },
        ];
        for (const view of views) {
          await goInApp(view.path);
          await view.ready();
          // Past the theme's transitions.
          await page.waitForTimeout(250);
          await page.screenshot({ path: screenshotPath(`periods-${view.name}-${width}-${theme}`), fullPage: true });
          if (view.name === 'month') {
            await region('By project').screenshot({ path: screenshotPath(`periods-month-projects-${width}-${theme}`) });
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (view.name !== 'week') {
            // The way back to now keeps its words on one line.
            const lines = await page
              .getByRole('navigation', { name: 'Period' })
              .getByRole('link', { name: /^This (month|year)$/ })
              .evaluate((link) => {
                const words = document.createRange();
                words.selectNodeContents(link);
                return new Set([...words.getClientRects()].map((rect) => Math.round(rect.top))).size;
              });
            expect(lines).toBe(1);
          }
          // The new views whole; on the dashboard, the period bar that is new there.
          const within = view.name === 'week' ? 'nav[aria-label="Period"]' : undefined;
          expect(await seriousAccessibilityViolations(page, within)).toEqual([]);
        }
      });
    }
  }
});
