// Correcting the past and a forgotten timer (issue 16), in a real Chromium against the app started
// as `npm start` starts it: a session added across midnight last week, edited, deleted and put back
// with Undo, an overlap refused inside the dialog; then a timer left past the person's limit asks
// "Still working?" and is kept, stopped at the last use on this device, and discarded.
//
// The server's clock is the real one (the app has no test clock, and gets none for this). What the
// browser decides is the browser's: that a timer has run past the limit is read from the page's
// clock, which Playwright moves two hours ahead. Every time sent to the server stays in the past.
import type { Browser, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

const HOUR = 3_600_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** The browser's local date a week ago, as a date input takes it. */
function aWeekAgo(): string {
  const date = new Date(Date.now() - 7 * 24 * HOUR);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

describeInBrowser('correcting the past and a forgotten timer in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    // The machine's zone may be UTC; a person in Paris shows that times are read in local time.
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Paris',
      locale: 'en-US',
    });
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.clock.install();
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'robin@example.com', givenName: 'Robin', familyName: 'Ng' });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const sessionsCard = () => page.getByRole('region', { name: 'Sessions' });
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const stillWorking = () => page.getByRole('alertdialog', { name: 'Still working?' });

  async function fillSession(name: string, fields: { date?: string; start?: string; end?: string }) {
    const form = dialog(name);
    if (fields.date) await form.getByLabel('Date', { exact: true }).fill(fields.date);
    if (fields.start) await form.getByLabel('Start', { exact: true }).fill(fields.start);
    if (fields.end) await form.getByLabel('End', { exact: true }).fill(fields.end);
  }

  it("shows this week's sessions, none yet", async () => {
    await sessionsCard().getByText('No sessions saved in this week.').waitFor();
    await sessionsCard()
      .getByRole('heading', { name: /^This week/ })
      .waitFor();
  });

  it('adds a late shift that ran past midnight last week, naming both days', async () => {
    await sessionsCard().getByRole('button', { name: 'Add session' }).click();
    await dialog('Add a session').waitFor();
    await fillSession('Add a session', { date: aWeekAgo(), start: '22:00', end: '01:30' });
    await dialog('Add a session').getByRole('button', { name: 'Add session' }).click();
    await dialog('Add a session')
      .getByRole('alert')
      .getByText(/tick "Ends the next day"/)
      .waitFor();

    await dialog('Add a session').getByLabel('Ends the next day').check();
    await page.screenshot({ path: screenshotPath('sessions-add-dialog') });
    await dialog('Add a session').getByRole('button', { name: 'Add session' }).click();
    await page.getByText('Session added', { exact: true }).waitFor();

    // The period bar moves the whole dashboard, the Sessions card with it, to last week.
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Previous week' }).click();
    const row = sessionsCard().getByRole('listitem');
    await row.getByText(/^\w{3} \d+, 10:00\sPM\s–\s\w{3} \d+, 1:30\sAM$/).waitFor();
    await row.getByText('3h 30m').waitFor();
  });

  it('refuses an overlap inside the dialog, naming the other session, and keeps the form', async () => {
    await sessionsCard().getByRole('button', { name: 'Add session' }).click();
    await fillSession('Add a session', { date: aWeekAgo(), start: '23:00', end: '23:30' });
    await dialog('Add a session').getByRole('radio', { name: 'Commute' }).check({ force: true });
    await dialog('Add a session').getByRole('button', { name: 'Add session' }).click();

    await dialog('Add a session')
      .getByRole('alert')
      .getByText(/This overlaps your work session from \w{3}, \w{3} \d+, \d{4}, 10:00\sPM to /)
      .waitFor();
    expect(await dialog('Add a session').getByLabel('Start', { exact: true }).inputValue()).toBe('23:00');
    await page.screenshot({ path: screenshotPath('sessions-overlap-refused') });
    await dialog('Add a session').getByRole('button', { name: 'Cancel' }).click();
    await dialog('Add a session').waitFor({ state: 'detached' });
  });

  it('edits the session: a later end', async () => {
    await sessionsCard()
      .getByRole('button', { name: /^Edit Work, / })
      .click();
    await fillSession('Edit session', { end: '02:00' });
    await dialog('Edit session').getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Session updated', { exact: true }).waitFor();
    await sessionsCard()
      .getByText(/, 10:00\sPM\s–\s\w{3} \d+, 2:00\sAM$/)
      .waitFor();
    await sessionsCard().getByText('4h 00m').waitFor();
  });

  it('deletes the session and puts it back with Undo', async () => {
    await sessionsCard()
      .getByRole('button', { name: /^Delete Work, / })
      .click();
    await page.getByText('Session deleted', { exact: true }).waitFor();
    await sessionsCard().getByText('No sessions saved in this week.').waitFor();
    await page.screenshot({ path: screenshotPath('sessions-deleted-undo-toast') });

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Session restored', { exact: true }).waitFor();
    await sessionsCard()
      .getByText(/, 10:00\sPM\s–\s\w{3} \d+, 2:00\sAM$/)
      .waitFor();
    await page.screenshot({ path: screenshotPath('sessions-card'), fullPage: true });

    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('sessions-top-390') });
    // The card needs no more than a phone's width less the page's margins, however narrow its column
    // (its width at min-content; the page's own width at 390 px is issue 15's).
    const narrowest = await sessionsCard().evaluate((card: HTMLElement) => {
      card.style.width = 'min-content';
      const width = card.getBoundingClientRect().width;
      card.style.width = '';
      return width;
    });
    expect(narrowest).toBeLessThanOrEqual(390 - 2 * 20);
    await sessionsCard().scrollIntoViewIfNeeded();
    await sessionsCard().screenshot({ path: screenshotPath('sessions-card-390') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lets the person ask "Still working?" after one hour, in the timer settings', async () => {
    await page.getByRole('button', { name: 'Timer settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Timer settings' });
    await settings.getByLabel('Ask “Still working?” after').selectOption({ label: '1 hour' });
    await settings.getByText('Saved.').waitFor();
    await page.screenshot({ path: screenshotPath('settings-popover') });
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
  });

  it('asks "Still working?" once the timer has run past the limit', async () => {
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await page.waitForTimeout(1500);

    await page.clock.setSystemTime(Date.now() + 2 * HOUR);

    await stillWorking().waitFor();
    await stillWorking()
      .getByText(/Your work timer has been running since/)
      .waitFor();
    await page.screenshot({ path: screenshotPath('still-working-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('still-working-390') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('keeps the timer running when told so', async () => {
    const kept = page.waitForResponse((answer) => answer.url().endsWith('/api/timer/confirm'));
    await stillWorking().getByRole('button', { name: 'Keep it running' }).click();
    expect((await kept).status()).toBe(204);
    // Back to the real time: the limit now counts from the moment the person kept it.
    await page.clock.setSystemTime(Date.now());
    await page.getByText('Still running', { exact: true }).waitFor();
    await stillWorking().waitFor({ state: 'detached' });
    expect(await page.getByTestId('session-type').textContent()).toContain('Work');
  });

  it('stops it when the person last used Pause on this device', async () => {
    // A fresh visit, a press on the page (the last use), and two hours later by the page's clock.
    await page.reload();
    await page.getByRole('heading', { name: 'Track Your Time' }).click();
    const lastUse = await page.evaluate(() => Number(localStorage.getItem('pause.lastUsedAt')));
    await page.waitForTimeout(1500);
    await page.clock.setSystemTime(Date.now() + 2 * HOUR);
    await stillWorking().waitFor();

    const stopped = page.waitForResponse((answer) => answer.url().endsWith('/api/timer/stop'));
    await stillWorking()
      .getByRole('button', { name: /^Stop it at \d{2}:\d{2}$/ })
      .click();
    const answer = await stopped;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ endTime: new Date(lastUse).toISOString() });
    await page.getByText('Session Complete', { exact: true }).waitFor();
    await page.getByText('No session running').waitFor();
    await page.clock.setSystemTime(Date.now());
    await sessionsCard().getByRole('listitem').filter({ hasText: 'Work' }).waitFor();
  });

  it('discards a forgotten timer, saving nothing', async () => {
    await page.getByRole('button', { name: 'Start Commute' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await page.clock.setSystemTime(Date.now() + 2 * HOUR);

    await stillWorking().getByRole('button', { name: 'Discard it' }).click();
    await page.getByText('Timer discarded', { exact: true }).waitFor();
    await page.getByText('No session running').waitFor();
    await page.clock.setSystemTime(Date.now());
    expect(await sessionsCard().getByRole('listitem').filter({ hasText: 'Commute' }).count()).toBe(0);
  });

  it('ran every step above without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
