// Limits and health thresholds (issue 29) in a real Chromium against the app started as `npm start`
// starts it: a weekly limit set in "Your limits" draws its line on every day of Week at a Glance; last
// week's 56 hours cross it, and both the EU's 48-hour and the WHO/ILO's 55-hour lines, each said with
// its source, while a week of exactly 48.0 hours crosses neither; last week's digest is announced
// once, by a toast over the page, with its card in the Insights tab until dismissed; the month and
// year views show each week against the limits and the four-month average against 48. The server's
// clock is the real one: the history is written into the weeks before this one, whatever day today is.
// One signed-in page throughout: the widths and themes change in place.
import type { Browser, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import { addDays } from '#src/shared/time/calendar';
import { localWeekStartOf, utcOffsetMs } from '#src/shared/time/local-days';
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
const mondayBefore = addDays(thisMonday, -14);
const thisMonth = thisMonday.slice(0, 7);
const thisYear = thisMonday.slice(0, 4);

// The sections this test looks at, for axe: the rest of the page has its own browser tests.
const WEEK_AT_A_GLANCE = '[aria-labelledby="week-at-a-glance-title"]';
const INSIGHTS = '[aria-labelledby="analytics-insights-title"]';
const FOUR_MONTH_AVERAGE = '[aria-labelledby="four-month-average-title"]';
const MONTH_LIMITS = '[aria-labelledby="month-limits-title"]';

/** A local wall-clock time in Paris as an ISO instant (late November holds no clock change). */
function parisTime(date: string, time: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return new Date(asUtc - utcOffsetMs(TIME_ZONE, asUtc)).toISOString();
}

/** Eight hours of work on each of `days` days from `monday`, with half an hour's break at lunch. */
function workingDays(monday: string, days: number) {
  return Array.from({ length: days }, (_, index) => addDays(monday, index)).flatMap((date) => [
    { type: 'work', startTime: parisTime(date, '09:00'), endTime: parisTime(date, '13:00') },
    { type: 'work', startTime: parisTime(date, '13:30'), endTime: parisTime(date, '17:30') },
  ]);
}

describeInBrowser('limits and health thresholds in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;

  const api = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${pause.url}${path}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  const region = (name: string) => page.getByRole('region', { name });
  const weekAtAGlance = () => region('Your Week at a Glance');
  const insights = () => region('Analytics & Insights');
  const toasts = () => page.getByRole('region', { name: /^Notifications/ });
  /** Moves inside the app, as its own links do, without loading the page again. */
  const goInApp = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const digestAnnounced = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/limits/digests/${lastMonday}/announced`),
    );

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE });
    page.setDefaultTimeout(10_000);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'lea@example.com', givenName: 'Léa', familyName: 'Martin' });
    // The dashboard tells the server the browser's time zone; the sessions below are read in it.
    for (let tries = 0; (await api<{ timeZone: string }>('/api/auth/user')).timeZone !== TIME_ZONE; tries++) {
      if (tries === 50) throw new Error(`The time zone never became ${TIME_ZONE}.`);
      await page.waitForTimeout(200);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('sets a weekly work limit in "Your limits", and Week at a Glance draws its line on every day', async () => {
    await weekAtAGlance().getByTestId('week-row').first().waitFor();
    expect(await weekAtAGlance().getByTestId('day-limit-line').count()).toBe(0);

    await weekAtAGlance().getByRole('button', { name: 'Your limits' }).click();
    const panel = page.getByRole('dialog', { name: 'Your limits' });
    await panel.getByRole('switch', { name: 'Work a week, at most' }).click();
    expect(await panel.getByLabel('Work a week, at most (hours)').inputValue()).toBe('40');
    await panel.getByRole('button', { name: 'Save limits' }).click();
    await panel.getByText('Saved.').waitFor();
    await page.screenshot({ path: screenshotPath('limits-settings-1280-light') });
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    expect(await api('/api/limits')).toEqual({
      weeklyWorkHours: 40,
      dailyCommuteMinutes: null,
      latestWorkHour: null,
      daysOff: null,
    });
    await weekAtAGlance().getByText('Your limit: 5 h 43 min a day, 40 h a week').waitFor();
    expect(await weekAtAGlance().getByTestId('day-limit-line').count()).toBe(7);
  });

  it("announces last week's digest once, by a toast over the page, with its card at the top of Insights", async () => {
    for (const session of [...workingDays(lastMonday, 7), ...workingDays(mondayBefore, 6)]) {
      const added = await page.request.post(`${pause.url}/api/sessions`, { data: session });
      expect(added.status()).toBe(201);
    }

    const announced = digestAnnounced();
    await page.reload();
    expect((await announced).status()).toBe(204);
    const toast = toasts().getByText('Last week in review');
    await toast.waitFor();
    expect(await toasts().textContent()).toContain('56.0 hours of work; 1 of your limits crossed');
    // Over the page: the notifications region is fixed, so no section moved for it.
    expect(await page.locator('[data-toast-side]').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );

    const card = insights().getByRole('region', { name: 'Last week in review' });
    await card.waitFor();
    expect(await card.textContent()).toContain('56.0 hours of work');
    await card.getByRole('link', { name: 'EU Working Time Directive' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('limits-digest-toast-1280-light') });
    await card.screenshot({ path: screenshotPath('limits-digest-card-1280-light') });
  });

  it("shows last week's crossing: its progress, the 48- and 55-hour lines with their sources", async () => {
    await goInApp(`/?week=${lastMonday}`);
    const progress = weekAtAGlance().getByRole('list', { name: 'Your limits that week' });
    await progress.getByText('56.0 of 40 h').waitFor();
    expect(await weekAtAGlance().getByTestId('day-limit-line').count()).toBe(7);

    const lines = insights().getByRole('list', { name: 'Limits and health', exact: true });
    await lines.getByText(/56\.0 hours of work that week, above the 40 you set for yourself/).waitFor();
    const eu = lines.getByRole('listitem').filter({ hasText: 'above the 48 hours the EU sets' });
    const whoIlo = lines.getByRole('listitem').filter({ hasText: 'weeks of 55 hours or more' });
    expect(await eu.count()).toBe(1);
    expect(await whoIlo.count()).toBe(1);
    expect(await eu.getByRole('link', { name: 'EU Working Time Directive' }).getAttribute('href')).toBe(
      'https://eur-lex.europa.eu/eli/dir/2003/88/oj',
    );
    expect(await whoIlo.getByRole('link', { name: 'WHO and ILO, 2021' }).getAttribute('href')).toBe(
      'https://doi.org/10.1016/j.envint.2021.106595',
    );
  });

  it('shows neither line for a week of exactly 48.0 hours, though it crosses the 40 set', async () => {
    await goInApp(`/?week=${mondayBefore}`);
    const lines = insights().getByRole('list', { name: 'Limits and health', exact: true });
    await lines.getByText(/48\.0 hours of work that week, above the 40 you set for yourself/).waitFor();
    expect(await lines.getByRole('listitem').filter({ hasText: 'the EU sets' }).count()).toBe(0);
    expect(await lines.getByRole('listitem').filter({ hasText: 'WHO and ILO' }).count()).toBe(0);
    expect(await lines.getByRole('listitem').count()).toBe(1);
  });

  it('stays quiet on the second visit of the week; the card stays until dismissed, then joins Earlier weeks', async () => {
    let announcements = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/announced')) announcements += 1;
    });
    await page.goto(pause.url);
    const card = insights().getByRole('region', { name: 'Last week in review' });
    await card.waitFor();
    await page.waitForTimeout(1_000);
    expect(await toasts().getByText('Last week in review').count()).toBe(0);
    expect(announcements).toBe(0);

    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await insights().getByRole('heading', { name: 'Limits and health' }).waitFor();
    await insights().getByText('Earlier weeks (1)').waitFor();
    expect(await insights().getByRole('region', { name: 'Last week in review' }).count()).toBe(0);
    expect(await toasts().getByText('Last week in review').count()).toBe(0);
  });

  it('shows the four-month average against 48 in the month view, and for each month in the year view', async () => {
    await goInApp(`/month/${thisMonth}`);
    const month = region('Four-month average');
    await month.getByText(/hours of work a week on average over/).waitFor();
    expect(await month.textContent()).toContain('within the 48 hours the EU sets for an average week');

    await goInApp(`/year/${thisYear}`);
    const year = region('Four-month average');
    await year.getByTestId('four-month-average-chart').waitFor();
    await year.getByTestId('average-limit-line').waitFor({ state: 'attached' });
    expect(await year.locator('rect').count()).toBeGreaterThan(0);
  });

  it("shows each week of last week's month against the limits in the month view, linked to the week", async () => {
    await goInApp(`/month/${lastMonday.slice(0, 7)}`);
    const card = region('Your limits, week by week');
    const lastWeek = card
      .getByTestId('month-limits-week')
      .filter({ has: page.locator(`a[href="/?week=${lastMonday}"]`) });
    await lastWeek.waitFor();
    expect(await lastWeek.getAttribute('data-crossed')).toBe('true');
    expect(await lastWeek.textContent()).toContain('Work56.0 of 40 h (past your limit)');

    await lastWeek.getByRole('link').click();
    await weekAtAGlance().getByText('56.0 of 40 h').waitFor();
    expect(new URL(page.url()).search).toBe(`?week=${lastMonday}`);
  });

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the limits at ${width} px in the ${theme} theme, fitting and accessible`, async () => {
        await showInTheme(page, theme, { width, height: 900 });
        await goInApp(`/?week=${lastMonday}`);
        await weekAtAGlance().getByText('56.0 of 40 h').waitFor();
        await insights().getByRole('list', { name: 'Limits and health', exact: true }).waitFor();
        await page.waitForTimeout(250);
        await weekAtAGlance().screenshot({ path: screenshotPath(`limits-week-at-a-glance-${width}-${theme}`) });
        await insights().screenshot({ path: screenshotPath(`limits-insights-${width}-${theme}`) });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousAccessibilityViolations(page, WEEK_AT_A_GLANCE)).toEqual([]);
        expect(await seriousAccessibilityViolations(page, INSIGHTS)).toEqual([]);

        await goInApp(`/year/${thisYear}`);
        await region('Four-month average').getByTestId('four-month-average-chart').waitFor();
        await page.waitForTimeout(250);
        await region('Four-month average').screenshot({
          path: screenshotPath(`limits-four-month-average-${width}-${theme}`),
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousAccessibilityViolations(page, FOUR_MONTH_AVERAGE)).toEqual([]);

        await goInApp(`/month/${lastMonday.slice(0, 7)}`);
        await region('Your limits, week by week').getByTestId('month-limits-week').first().waitFor();
        await page.waitForTimeout(250);
        await region('Your limits, week by week').screenshot({
          path: screenshotPath(`limits-month-${width}-${theme}`),
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousAccessibilityViolations(page, MONTH_LIMITS)).toEqual([]);
      });
    }
  }
});
