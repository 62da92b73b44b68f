// What the Achievements card says stays true when the history under it changes (issue 24), in a real
// Chromium against the app as `npm start` runs it with jobs in-process: a backfilled working day that
// has ended earns Commute-Free Day, and adding that day's commute locks it again, each shown on the open
// page without a reload (the one-second poll's facts version tells the page to look again). Screenshots
// at 1280 and 390 px, light and dark.
import type { Browser, Page } from 'playwright-core';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  showInTheme,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

const DAY = 24 * 3_600_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The browser's (UTC) date two days ago, as a date input takes it: a day that has ended. */
function twoDaysAgo(): string {
  const date = new Date(Date.now() - 2 * DAY);
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

describeInBrowser('achievements that follow the history, in the browser', () => {
  let running: PauseForBrowser | undefined;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];
  const day = twoDaysAgo();

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    page.setDefaultTimeout(15_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(running.pause.url);
    await signInThroughDevProvider(page, { email: 'rowan@example.com', givenName: 'Rowan', familyName: 'Hale' });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const commuteFreeTile = () => page.locator('[data-testid="achievement-tile"][data-achievement="commute_free_day"]');

  async function addSession(type: 'Work' | 'Commute', start: string, end: string) {
    await page.getByRole('region', { name: 'Sessions' }).getByRole('button', { name: 'Add session' }).click();
    const form = page.getByRole('dialog', { name: 'Add a session' });
    await form.getByRole('radio', { name: type }).check({ force: true });
    await form.getByLabel('Date', { exact: true }).fill(day);
    await form.getByLabel('Start', { exact: true }).fill(start);
    await form.getByLabel('End', { exact: true }).fill(end);
    await form.getByRole('button', { name: 'Add session' }).click();
    await page.getByText('Session added', { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
  }

  it('shows Commute-Free Day unlocked once a backfilled working day that has ended is added', async () => {
    await commuteFreeTile().and(page.locator('[data-state="locked"]')).waitFor();
    await addSession('Work', '09:00', '17:00');
    await commuteFreeTile().and(page.locator('[data-state="unlocked"]')).waitFor();
    await commuteFreeTile().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('achievement-earned-by-backfill') });
  });

  it("locks it again, without a reload, once that day's commute is added", async () => {
    await addSession('Commute', '08:15', '09:00');
    await commuteFreeTile().and(page.locator('[data-state="locked"]')).waitFor();
    expect(await commuteFreeTile().textContent()).not.toContain('Unlocked!');
    for (const theme of ['light', 'dark'] as const) {
      for (const size of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await showInTheme(page, theme, size);
        await commuteFreeTile().scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(`achievement-locked-after-correction-${size.width}-${theme}`) });
      }
    }
  });

  it('ran without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
