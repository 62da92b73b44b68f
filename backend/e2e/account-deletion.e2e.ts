// Deleting my account (issue 16), in a real Chromium against the app as `npm start` runs it: a person
// with a reflection and a session opens "Delete my account…" under the export, cannot delete before
// typing their email, deletes, and lands on the landing page told so; the cookie they had no longer
// signs anyone in, and signing in again starts an empty account. The dialog is saved as screenshots at
// 1280 and 390 px in both themes (and 320 px), and checked by axe-core in each.
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
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

const ROSA = { email: 'rosa.delgado@example.com', givenName: 'Rosa', familyName: 'Delgado' };
const REFLECTION = 'A slow breakfast with my sister.';

describeInBrowser('deleting my account in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let policyRefusals: string[];
  let cookiesBefore: Cookie[];

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    policyRefusals = collectPolicyRefusals(page);
    await page.goto(pause.url);
    await signInThroughDevProvider(page, ROSA);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const analytics = () => page.getByRole('region', { name: 'Analytics & Insights' });
  const question = () => page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirmButton = () => question().getByRole('button', { name: 'Delete my account', exact: true });
  const signedInStatus = () => page.evaluate(() => fetch('/api/auth/user').then((response) => response.status));

  it('records a reflection and a session', async () => {
    const reflection = page.getByRole('region', { name: 'Weekly Reflection' });
    await reflection.getByRole('button', { name: "Add This Week's Reflection" }).click();
    await reflection.getByRole('textbox').fill(REFLECTION);
    await reflection.getByRole('button', { name: 'Save Reflection' }).click();
    await reflection.getByText(REFLECTION, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Stop Timer' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Sessions' }).getByRole('listitem').first().waitFor();
    // Out of the screenshots to come.
    await page.getByRole('button', { name: 'Close notification' }).click();
  });

  it('offers the export first, then asks for my email before anything can be deleted', async () => {
    await analytics().getByRole('tab', { name: 'Export Data' }).click();
    const section = analytics().getByRole('region', { name: 'Delete my account' });
    await section.getByText('Download your data first.').waitFor();
    await analytics()
      .getByRole('tabpanel', { name: 'Export Data' })
      .screenshot({
        path: screenshotPath('account-deletion-section'),
      });

    await section.getByRole('button', { name: 'Delete my account…' }).click();
    await question().waitFor();
    await question().getByText(ROSA.email, { exact: true }).waitFor();
    const field = question().getByLabel('Type your email to confirm');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill('rosa@example.com');
    expect(await confirmButton().isDisabled()).toBe(true);
    await field.press('Enter');
    await question().waitFor();
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
    [320, 'light'],
  ] as const)('shows the question at %i px in the %s theme, fitting and readable', async (width, theme) => {
    await showInTheme(page, theme, { width, height: width < 1280 ? 700 : 900 });
    const box = (await question().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await seriousAccessibilityViolations(page, '[role="alertdialog"]')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`account-deletion-dialog-${width}-${theme}`) });
  });

  it('deletes the account once my email is typed, and lands on the landing page saying so', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    cookiesBefore = await context.cookies();
    expect(cookiesBefore.length).toBeGreaterThan(0);
    const field = question().getByLabel('Type your email to confirm');
    await field.fill(' Rosa.Delgado@Example.com ');
    expect(await confirmButton().isEnabled()).toBe(true);
    for (const theme of ['dark', 'light'] as const) {
      await showInTheme(page, theme);
      // The danger button, enabled now, is read by axe's contrast check too.
      expect(await seriousAccessibilityViolations(page, '[role="alertdialog"]')).toEqual([]);
      await question().screenshot({ path: screenshotPath(`account-deletion-dialog-ready-${theme}`) });
    }

    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'DELETE'),
      confirmButton().click(),
    ]);
    expect(answer.status()).toBe(204);
    expect(answer.url()).toBe(`${pause.url}/api/auth/user`);

    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
    await page.getByText('Your account has been deleted.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('You are logged out. Logging in again...').count()).toBe(0);
    // The landing page from its top, not as far down as the dashboard was scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(400); // the toast's entrance
    await page.screenshot({ path: screenshotPath('account-deletion-landing') });
  });

  it('no longer lets the old cookie in', async () => {
    expect(await signedInStatus()).toBe(401);
    // The very cookies held before the deletion, put back: the session they named has ended.
    await context.addCookies(cookiesBefore);
    expect(await signedInStatus()).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
    expect(await page.getByText('Hi, Rosa').count()).toBe(0);
  });

  it('starts an empty account when the same person signs in again', async () => {
    await signInThroughDevProvider(page, ROSA);
    await page.getByRole('region', { name: 'Sessions' }).getByText('No sessions saved in this week.').waitFor();
    await page
      .getByRole('region', { name: 'Weekly Reflection' })
      .getByRole('button', { name: "Add This Week's Reflection" })
      .waitFor();
  });

  it('ran without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
