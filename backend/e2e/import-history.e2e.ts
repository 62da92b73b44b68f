// Bringing your history (issues 16 and 27), in a real Chromium against the app started as `npm start`
// starts it: a Toggl Track export with descriptions, projects, clients and tags chosen in the Import tab
// of Analytics & Insights, previewed (its sessions, dates and a refused row), then asked what counts as
// commute (the project "Commute" ticked in advance), imported, its descriptions on the Sessions card, the
// same file imported again adding nothing, and a second file offered the choice made for the first.
// Sessions are last week's, so they are in the past on the real clock.
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

/** The Monday of a YYYY-MM-DD day's week, as the dashboard's `?week=` takes it. */
function mondayOf(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

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
        { project: 'Commute', date: dateDaysAgo(8), start: '08:00:00', end: '08:40:00', description: 'Train in' },
        {
          project: 'Pause',
          client: 'Acme',
          date: dateDaysAgo(8),
          start: '09:00:00',
          end: '17:00:00',
          description: 'Sprint review',
          tags: 'meetings',
        },
        { project: 'Errands', date: dateDaysAgo(8), start: '17:30:00', end: '18:00:00', description: 'Post office' },
        {
          project: 'Pause',
          client: 'Acme',
          date: dateDaysAgo(7),
          start: '09:00:00',
          end: '12:00:00',
          description: 'Reading',
          tags: 'train',
        },
        { project: 'Pause', date: dateDaysAgo(7), start: '13:00:00', end: '12:00:00', description: 'Typo' },
      ]),
    ),
  });
  const secondFile = () => ({
    name: 'Toggl_time_entries_later.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      togglFile([
        { project: 'Errands', date: dateDaysAgo(6), start: '08:00:00', end: '08:20:00', description: 'Pharmacy' },
        {
          project: 'Pause',
          date: dateDaysAgo(6),
          start: '09:00:00',
          end: '10:00:00',
          description: 'Planning',
          tags: 'train',
        },
        { project: 'Commute', date: dateDaysAgo(6), start: '18:00:00', end: '18:30:00', description: 'Bus home' },
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
  const commuteQuestion = () => panel().getByRole('group', { name: 'What counts as commute?' });
  const tickBox = (kind: 'Projects' | 'Clients' | 'Tags', name: string) =>
    commuteQuestion().getByRole('group', { name: kind }).getByRole('checkbox', { name, exact: true });
  const preview = async (chosen: { name: string; mimeType: string; buffer: Buffer }) => {
    await panel().getByRole('tab', { name: 'Import' }).click();
    await panel().getByLabel('CSV export').setInputFiles(chosen);
    await panel().getByRole('button', { name: 'Preview' }).click();
  };

  it('previews the file, then asks what counts as commute with Commute ticked in advance, then offers the import', async () => {
    await preview(file());
    await panel()
      .getByRole('status')
      .getByText(`Toggl Track export: 4 sessions to import, ${usDayRange(dateDaysAgo(8), dateDaysAgo(7))}.`)
      .waitFor();
    await panel().getByText('Row 6: It ends before it starts.').waitFor();
    expect(await tickBox('Projects', 'Commute').isChecked()).toBe(true);
    expect(await tickBox('Tags', 'train').isChecked()).toBe(true);
    expect(await tickBox('Projects', 'Errands').isChecked()).toBe(false);
    expect(await tickBox('Clients', 'Acme').isChecked()).toBe(false);
    await commuteQuestion().getByText('Ticked because they look like travel; untick any that are not.').waitFor();
    // The question first, the button after it: the keyboard reaches the button from the last checkbox.
    await tickBox('Tags', 'train').focus();
    await page.keyboard.press('Tab');
    expect(
      await panel()
        .getByRole('button', { name: 'Import 4 sessions' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
  });

  it('imports it with Commute and Errands as commute (reading on the train is work)', async () => {
    await tickBox('Projects', 'Errands').check();
    await tickBox('Tags', 'train').uncheck();
    await panel().getByRole('button', { name: 'Import 4 sessions' }).click();
    await panel().getByRole('status').getByText('Imported 4 sessions, 1 row refused.').waitFor();
    await page.screenshot({ path: screenshotPath('import-done') });
  });

  it("shows the imported sessions' descriptions on the dashboard's Sessions card", async () => {
    await page.goto(`${pause.url}/?week=${mondayOf(dateDaysAgo(8))}`);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions
      .getByRole('list', { name: /^Sessions of / })
      .getByRole('listitem')
      .first()
      .waitFor();
    await sessions.getByText('Sprint review').first().waitFor();
  });

  it('previews and imports the same file again, adding nothing', async () => {
    await preview(file());
    await panel()
      .getByRole('status')
      .getByText(/^Toggl Track export: 0 sessions to import/)
      .waitFor();
    await panel().getByText('4 rows imported before will be skipped.').waitFor();
    expect(await panel().getByRole('button', { name: 'Import 0 sessions' }).isDisabled()).toBe(true);
  });

  it('offers the choice made for the first file again for the next one', async () => {
    await preview(secondFile());
    await panel()
      .getByRole('status')
      .getByText(/^Toggl Track export: 3 sessions to import/)
      .waitFor();
    expect(await tickBox('Projects', 'Commute').isChecked()).toBe(true);
    expect(await tickBox('Projects', 'Errands').isChecked()).toBe(true);
    expect(await tickBox('Projects', 'Pause').isChecked()).toBe(false);
    expect(await tickBox('Tags', 'train').isChecked()).toBe(false);
    await commuteQuestion().getByText('Ticked as you chose last time; untick any that are not commute.').waitFor();
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const)('shows the previewed file at %i px in the %s theme, fitting and readable', async (width, theme) => {
    await showInTheme(page, theme, { width, height: width < 1280 ? 800 : 900 });
    // The question and the button after it, in the middle of the screen.
    await commuteQuestion().evaluate((question) => question.scrollIntoView({ block: 'center' }));
    const box = (await commuteQuestion().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await seriousAccessibilityViolations(page, '[role="tabpanel"][data-state="active"]')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`import-preview-${width}-${theme}`) });
  });

  it('imports the second file with the remembered choice', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await panel().getByRole('button', { name: 'Import 3 sessions' }).click();
    await panel().getByRole('status').getByText('Imported 3 sessions.').waitFor();
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
