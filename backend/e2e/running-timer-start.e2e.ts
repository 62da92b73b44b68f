// "I started 20 minutes late" (issue 27), in a real Chromium against the app started as `npm start`
// starts it: a person starts a work timer, moves its start 20 minutes back in "Edit start", sees the
// elapsed clock jump by as much, stops it, and finds the saved session starting at the moved time.
//
// The server's clock is the real one, so the moved start is computed from the start the dialog shows.
import type { Browser, Page } from 'playwright-core';
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
} from './browser';

/** Seconds an elapsed clock's HH:MM:SS shows. */
function secondsOf(clock: string): number {
  const [hours, minutes, seconds] = clock.trim().split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

describeInBrowser("moving a running timer's start in the browser", () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];
  /** The moved start as the dialog's datetime-local input holds it, in the page's local time. */
  let movedStart: string;

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    // The machine's zone may be UTC; a person in Paris shows that the start is picked in local time.
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Paris',
      locale: 'en-US',
    });
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'kim.late@example.com', givenName: 'Kim', familyName: 'Lee' });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const elapsed = async () => secondsOf((await page.getByTestId('elapsed-time').textContent()) ?? '');
  const editStart = () => page.getByRole('dialog', { name: 'Edit start' });

  it('moves the start of a running timer 20 minutes back, and the elapsed clock jumps by as much', async () => {
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    const before = await elapsed();
    expect(before).toBeLessThan(60);

    expect(await seriousAccessibilityViolations(page, '[aria-labelledby="current-session-title"]')).toEqual([]);
    await page.getByRole('button', { name: 'Edit start', exact: true }).click();
    const startField = editStart().getByLabel('It started at');
    const shownStart = await startField.inputValue();
    // Twenty minutes before the start shown, written as the input writes it, in the page's zone.
    movedStart = await page.evaluate((shown) => {
      const moved = new Date(new Date(shown).getTime() - 20 * 60_000);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${moved.getFullYear()}-${two(moved.getMonth() + 1)}-${two(moved.getDate())}T${two(moved.getHours())}:${two(moved.getMinutes())}`;
    }, shownStart);
    await startField.fill(movedStart);
    await page.screenshot({ path: screenshotPath('edit-start-dialog') });
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    const answered = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/timer') && answer.request().method() === 'PATCH',
    );
    await editStart().getByRole('button', { name: 'Save start' }).click();
    expect((await answered).status()).toBe(200);

    await page.getByText('Start updated', { exact: true }).waitFor();
    await editStart().waitFor({ state: 'detached' });
    // The shown start lost its seconds, so the clock jumps by 20 minutes and up to one more.
    const jump = (await elapsed()) - before;
    expect(jump).toBeGreaterThanOrEqual(20 * 60 - 2);
    expect(jump).toBeLessThanOrEqual(21 * 60 + 5);
  });

  it('stops the timer and saves the session from the moved start', async () => {
    await page.getByRole('button', { name: 'Stop Timer' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions
      .getByRole('button', { name: /^Edit Work, / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit session' });
    expect(await edit.getByLabel('Start', { exact: true }).inputValue()).toBe(movedStart.slice(11));
    expect(await edit.getByLabel('Date', { exact: true }).inputValue()).toBe(movedStart.slice(0, 10));
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(policyRefusals).toEqual([]);
  });
});
