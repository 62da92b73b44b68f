// Bringing your history (issue 16), in a real Chromium against the app started as `npm start` starts
// it: a Toggl Track export chosen in the Import tab of Analytics & Insights, previewed (its sessions,
// dates and a refused row), a project ticked as commute, imported with its progress, and the same file
// imported again adding nothing. Sessions are last week's, so they are in the past on the real clock.
// Then a Clockify export whose slashed dates cannot tell their order: the tab asks, at 1280 and 320 px in
// both themes, and reads 03/04/2025 as 3 April once day first is chosen.
import type { Browser, Page } from 'playwright-core';
import { clockifyFile, togglFile } from '#src/modules/timer/testing/import-files';
import type { AppProcess } from '#src/shared/testing/app-process';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  seriousAccessibilityViolations,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
  showInTheme,
} from './browser';

const DAY = 24 * 3_600_000;
const dateDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** Two YYYY-MM-DD days as the page writes a range in American English: 'Nov 16 – 17, 2026'. */
function usDayRange(first: string, last: string): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const style = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return style.formatRange(day(first), day(last));
}

describeInBrowser('importing a Toggl Track export in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  const file = () => ({
    name: 'Toggl_time_entries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      togglFile([
        { project: 'Travel', date: dateDaysAgo(8), start: '08:00:00', end: '08:40:00', description: 'Train' },
        { project: 'Pause', date: dateDaysAgo(8), start: '09:00:00', end: '17:00:00', description: 'Writing' },
        { project: 'Pause', date: dateDaysAgo(7), start: '09:00:00', end: '12:00:00', description: 'Reading' },
        { project: 'Pause', date: dateDaysAgo(7), start: '13:00:00', end: '12:00:00', description: 'Typo' },
      ]),
    ),
  });

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Paris',
      locale: 'en-US',
    });
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'noor@example.com', givenName: 'Noor', familyName: 'Haddad' });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const panel = () => page.getByRole('region', { name: 'Analytics & Insights' });

  it('previews the file: its sessions, dates, the row refused and what to pick commute from', async () => {
    await panel().getByRole('tab', { name: 'Import' }).click();
    await panel().getByLabel('CSV export').setInputFiles(file());
    await panel().getByRole('button', { name: 'Preview' }).click();
    await panel()
      .getByRole('status')
      .getByText(`Toggl Track export: 3 sessions to import, ${usDayRange(dateDaysAgo(8), dateDaysAgo(7))}.`)
      .waitFor();
    await panel().getByText('Row 5: It ends before it starts.').waitFor();
    await panel().getByRole('group', { name: 'Projects' }).getByRole('checkbox', { name: 'Travel' }).check();
    await panel().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('import-preview') });
  });

  it('imports it with Travel as commute, and a second import adds nothing', async () => {
    await panel().getByRole('button', { name: 'Import 3 sessions' }).click();
    await panel().getByRole('status').getByText('Imported 3 sessions, 1 row refused.').waitFor();
    await page.screenshot({ path: screenshotPath('import-done') });

    await panel().getByLabel('CSV export').setInputFiles(file());
    await panel().getByRole('button', { name: 'Preview' }).click();
    await panel()
      .getByRole('status')
      .getByText(/0 sessions to import, .* 3 rows already imported\./)
      .waitFor();
    expect(await panel().getByRole('button', { name: 'Import 0 sessions' }).isDisabled()).toBe(true);
    expect(policyRefusals).toEqual([]);
  });

  const ambiguousFile = () => ({
    name: 'Clockify_Time_Report_Detailed.csv',
    mimeType: 'text/csv',
    // Written day first, as a Clockify account set so writes it: 03/04/2025, which nothing in the file
    // tells from March 4.
    buffer: Buffer.from(
      clockifyFile([{ project: 'Pause', date: '2025-04-03', start: '09:00:00', end: '11:00:00' }], 'day-first'),
    ),
  });
  const choice = () => panel().getByRole('group', { name: 'Dates like 03/04/2026 are read as:' });

  it('asks how to read the dates of a file that cannot tell, month first unless the person chooses', async () => {
    await panel().getByLabel('CSV export').setInputFiles(ambiguousFile());
    await panel().getByRole('button', { name: 'Preview' }).click();
    await panel().getByRole('status').getByText('Clockify export: 1 session to import on Mar 4, 2025.').waitFor();
    expect(await choice().getByRole('radio', { name: 'March 4 (month first)' }).isChecked()).toBe(true);
  });

  it.each([
    [1280, 'dark'],
    [320, 'light'],
    [320, 'dark'],
  ] as const)('shows the choice at %i px in the %s theme, fitting and readable', async (width, theme) => {
    await showInTheme(page, theme, { width, height: width < 1280 ? 700 : 900 });
    await choice().scrollIntoViewIfNeeded();
    const box = (await choice().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await seriousAccessibilityViolations(page, 'fieldset:has(input[name="slashed-dates"])')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`import-date-order-${width}-${theme}`) });
  });

  it('reads 03/04/2025 as 3 April once day first is chosen, and imports it on that date', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await choice().getByText('3 April (day first)').click();
    await panel().getByRole('status').getByText('Clockify export: 1 session to import on Apr 3, 2025.').waitFor();
    await panel().getByRole('button', { name: 'Import 1 session' }).click();
    await panel().getByRole('status').getByText('Imported 1 session.').waitFor();
    expect(policyRefusals).toEqual([]);
  });
});
