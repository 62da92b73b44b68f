// A person with this week's sessions shares their balance and takes a copy of their data, in
// Chromium: the card saved as a PNG at twice its on-screen size (with html2canvas loaded only then),
// a caption copied and read back from the clipboard, the X post's address, and both exports
// downloaded from the Export Data tab.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, mondayOf } from '#src/shared/time/calendar';
import { localDateOf, utcOffsetMs } from '#src/shared/time/local-days';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import type { AppProcess } from '#src/shared/testing/app-process';
import { type SeededSession, seedTimerHistory } from '#src/modules/timer/testing/seed-history';
import { csvTables } from '#src/modules/export/testing/csv-tables';
import { spreadsheetDateTime } from '#src/shared/export/spreadsheet-cells';
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

function parisTime(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return new Date(asUtc - utcOffsetMs(TIME_ZONE, asUtc));
}

const HOUR = 3_600_000;

/**
 * Last week's and this week's working days before today, and a morning that ends an hour ago (kept
 * inside this week), so the card has figures whatever day the test runs.
 */
function recentSessions(today: string, now: number): SeededSession[] {
  const sessions: SeededSession[] = [];
  for (let date = addDays(mondayOf(today), -7); date < today; date = addDays(date, 1)) {
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    sessions.push({
      type: 'commute',
      start: parisTime(date, '08:15'),
      end: parisTime(date, '08:55'),
      timeZone: TIME_ZONE,
    });
    sessions.push({
      type: 'work',
      start: parisTime(date, '09:00'),
      end: parisTime(date, '17:30'),
      timeZone: TIME_ZONE,
    });
  }
  const weekStart = parisTime(mondayOf(today), '00:00').getTime();
  const commuteStart = Math.max(weekStart, now - 6 * HOUR);
  const workStart = Math.max(weekStart, now - 5 * HOUR);
  const workEnd = now - HOUR;
  if (workEnd > workStart) {
    if (workStart > commuteStart)
      sessions.push({ type: 'commute', start: new Date(commuteStart), end: new Date(workStart), timeZone: TIME_ZONE });
    sessions.push({ type: 'work', start: new Date(workStart), end: new Date(workEnd), timeZone: TIME_ZONE });
  }
  return sessions;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describeInBrowser('sharing my balance and exporting my data', () => {
  let running: PauseForBrowser | undefined;
  let database: DatabaseEndpoint;
  let pause: AppProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];
  let policyRefusals: string[];
  const downloads = mkdtempSync(join(tmpdir(), 'pause-downloads-'));
  let today: string;
  let seeded: SeededSession[];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    database = running.database;
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: TIME_ZONE,
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: pause.url });
    page = await context.newPage();
    policyRefusals = collectPolicyRefusals(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    const landing = await page.goto(pause.url);
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self';");
    await signInThroughDevProvider(page, { email: 'ines.ortega@example.com', givenName: 'Inès', familyName: 'Ortega' });
    const me = await page.evaluate(() => fetch('/api/auth/user').then((response) => response.json()));
    today = localDateOf(TIME_ZONE, Date.now());
    seeded = recentSessions(today, Date.now());
    await seedTimerHistory(database.url, me.id, seeded);
    await promisify(execFile)(process.execPath, ['backend/dist/cli/replay.js'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    await page.reload();
    await page.getByText('Hi, Inès').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('saves the balance card as a PNG twice its size on screen, loading html2canvas only then', async () => {
    const card = page.getByTestId('balance-report-card');
    await card.scrollIntoViewIfNeeded();
    await page.getByText("Inès's Weekly Report").waitFor();
    const dialScore = await page.getByTestId('balance-dial').textContent();
    expect(dialScore).toContain(`${(await page.getByTestId('balance-score').textContent())!.match(/\d+/)![0]}%`);
    await page.getByRole('region', { name: 'Share Your Balance' }).screenshot({ path: screenshotPath('share-card') });
    await page.screenshot({ path: screenshotPath('dashboard-with-share-card'), fullPage: true });
    expect(scripts.filter((url) => /html2canvas/.test(url))).toEqual([]);

    const box = (await card.boundingBox())!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`life-balance-${today}.png`);
    const saved = join(downloads, download.suggestedFilename());
    await download.saveAs(saved);
    await page.getByText('Card Downloaded', { exact: true }).waitFor();
    await page.getByText('Your balance card has been saved!', { exact: true }).waitFor();

    copyFileSync(saved, screenshotPath('share-card-download'));
    const size = pngSize(readFileSync(saved));
    expect(size.width).toBe(Math.round(box.width * 2));
    // html2canvas takes a fractional height (457.25 px) up to the next whole pixel, then doubles it.
    expect(size.height).toBe(Math.ceil(box.height) * 2);
    expect(new Set(scripts.filter((url) => /html2canvas/.test(url))).size).toBe(1);
    // html2canvas draws from a copy of the page in a frame, under the same policy: nothing was refused.
    expect(policyRefusals).toEqual([]);
  });

  it('copies a suggested caption to the clipboard', async () => {
    const caption = page.getByRole('button', { name: /^Copy caption: / }).nth(1);
    const text = (await caption.getAttribute('aria-label'))!.replace(/^Copy caption: /, '');
    await caption.click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    await page.getByText('Caption copied to clipboard', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  it('opens a post on X with the score and hashtags in a new tab', async () => {
    const score = (await page.getByTestId('balance-score').textContent())!.match(/\d+/)![0];
    // The new tab asks for the address (this machine is offline, so it never loads).
    const [tab, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (sent) => sent.url().startsWith('https://twitter.com/')),
      page.getByRole('button', { name: 'Share on X' }).click(),
    ]);
    const intent = new URL(request.url());
    expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toContain(`${score}%`);
    expect(intent.searchParams.get('hashtags')).toBe('WorkLifeBalance,TakeBackYourTime');
    await tab.close();
  });

  it('downloads my data as JSON and as CSV from the Export Data tab', async () => {
    await page.getByRole('tab', { name: 'Export Data' }).click();
    const exportTab = page.getByRole('tabpanel', { name: 'Export Data' });
    await exportTab.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('export-data-tab') });

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`life-balance-export-${today}.json`);
    await json.saveAs(join(downloads, json.suggestedFilename()));
    const exported = JSON.parse(readFileSync(join(downloads, json.suggestedFilename()), 'utf8'));
    expect(exported.person).toMatchObject({ email: 'ines.ortega@example.com', firstName: 'Inès', lastName: 'Ortega' });
    expect(exported.sessions).toHaveLength(seeded.length);
    await page.getByText(`Saved life-balance-export-${today}.json`).waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`life-balance-export-${today}.csv`);
    await csv.saveAs(join(downloads, csv.suggestedFilename()));
    const file = readFileSync(join(downloads, csv.suggestedFilename()));
    expect(
      file.toString('utf8').startsWith('\uFEFFExport\r\nexportedAt,personId,email,firstName,lastName,timeZone\r\n'),
    ).toBe(true);
    const sessions = csvTables(file).get('Sessions')!;
    expect(sessions.headers).toEqual([
      'date',
      'start',
      'end',
      'timeZone',
      'type',
      'hours',
      'description',
      'project',
      'tags',
      'sessionId',
    ]);
    expect(sessions.rows.map((row) => row.start)).toEqual(
      seeded.map((session) => spreadsheetDateTime(TIME_ZONE, session.start.toISOString())),
    );
  });

  it('ran every page above without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });

  it('shows the share card on a phone (for review; the whole page at 390 px is issue 15)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const section = page.getByRole('region', { name: 'Share Your Balance' });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: screenshotPath('share-card-390') });
  });
});
