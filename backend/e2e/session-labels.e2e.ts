// What a session was about (issue 27), in a real Chromium against the app started as `npm start`
// starts it: a person says what their running timer is about in "Details", stops it, finds the saved
// session in the Sessions card with its description, project and tag, and presses Continue to start a
// timer like it, which runs with the same labels. Screenshots at 1280 and 390 px, light and dark.
import type { Browser, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromium,
  screenshotPath,
  seriousAccessibilityViolations,
  showInTheme,
  signInThroughDevProvider,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

describeInBrowser('labels of a session in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, { email: 'ines.labels@example.com', givenName: 'Inès', familyName: 'Roy' });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const sessionsCard = () => page.locator('[aria-labelledby="sessions-title"]');
  const currentSession = () => page.locator('[aria-labelledby="current-session-title"]');
  const details = () => page.getByRole('dialog', { name: 'Session details' });

  it('keeps the labels said of a running timer when it stops, and shows them in the Sessions card', async () => {
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await currentSession().getByRole('button', { name: 'Add details' }).click();
    await details()
      .getByLabel(/^What is it about/)
      .fill('Quarterly planning');
    await details()
      .getByLabel(/^Project/)
      .fill('Acme / Website');
    await details().getByLabel(/^Tags/).fill('meetings');
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: screenshotPath('session-details-dialog') });
    await details().getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved', { exact: true }).waitFor();
    await currentSession().getByText('Quarterly planning').waitFor();

    await currentSession().getByRole('button', { name: 'Stop Timer' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();
    const row = sessionsCard().getByRole('listitem').first();
    await row.getByText('Quarterly planning').waitFor();
    await expect(row.textContent()).resolves.toMatch(/Project: Acme \/ Website.*#Tag: meetings/);
    expect(await seriousAccessibilityViolations(page, '[aria-labelledby="sessions-title"]')).toEqual([]);
  });

  it('continues a saved session: a timer like it runs, with the same labels', async () => {
    await sessionsCard()
      .getByRole('button', { name: /^Continue Work, .*: start a timer like it$/ })
      .first()
      .click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await currentSession().getByText('Quarterly planning').waitFor();
    await expect(currentSession().textContent()).resolves.toMatch(/Acme \/ Website/);
    const active = await page.evaluate(async () => (await fetch('/api/timer/active')).json());
    expect(active).toMatchObject({
      type: 'work',
      description: 'Quarterly planning',
      project: 'Acme / Website',
      tags: ['meetings'],
    });
  });

  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
    ['dark', 390],
  ] as const)('reads well in %s at %i px', async (theme, width) => {
    await showInTheme(page, theme, { width, height: 900 });
    await sessionsCard().scrollIntoViewIfNeeded();
    await sessionsCard().screenshot({ path: screenshotPath(`sessions-with-labels-${width}-${theme}`) });
    await currentSession().screenshot({ path: screenshotPath(`running-timer-with-labels-${width}-${theme}`) });
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('met no content-security refusal', () => {
    expect(policyRefusals).toEqual([]);
  });
});
