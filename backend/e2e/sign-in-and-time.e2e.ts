// A person signs in through the development provider's page, times a work session and signs out,
// in a real Chromium against the app started as `npm start` starts it.
import type { Browser, Page, Response } from 'playwright-core';
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

describeInBrowser('signing in and timing a session in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  let policyRefusals: string[];

  beforeAll(async () => {
    // A database of the run's own: on the PostgreSQL server when there is one, else an embedded one.
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    policyRefusals = collectPolicyRefusals(page);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('shows the landing page to a signed-out visitor', async () => {
    const landing = await page.goto(pause.url);
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
    await page.getByText('Get Started for Free').first().waitFor();
    await page.getByText('Start Your Journey').first().waitFor();
    await page.screenshot({ path: screenshotPath('landing-page'), fullPage: true });
  });

  it("shows the development provider's sign-in page in its own style under the content security policy", async () => {
    const signInPage = page.waitForResponse((response) => /\/oidc\/interaction\//.test(response.url()));
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    expect((await signInPage).headers()['content-security-policy']).toContain("style-src 'self' 'sha256-");
    const button = page.getByRole('button', { name: 'Sign in' });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(91, 138, 114)');
    await page.goBack();
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
  });

  it("signs in through the development provider's page and greets the person", async () => {
    await signInThroughDevProvider(page, { email: 'alex.rivera@example.com', givenName: 'Alex', familyName: 'Rivera' });

    await page.getByText('Hi, Alex').waitFor();
    await page.getByText('Welcome back, Alex').waitFor();
    await page.getByText('Ready to pause?').waitFor();
  });

  it('starts a work session and counts the elapsed time up every second', async () => {
    await page.getByRole('button', { name: 'Start Work' }).click();
    await page.getByText('Timer Started', { exact: true }).waitFor();
    await page.getByText('Time is flowing gently...').waitFor();

    const elapsed = page.getByTestId('elapsed-time');
    const first = await elapsed.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="elapsed-time"]')?.textContent !== previous,
      first,
    );
    expect(await elapsed.textContent()).toMatch(/^00:00:0[1-9]$/);
    expect(await page.title()).toMatch(/^\d{2}:\d{2}:\d{2} · Work · Pause$/);
    expect(await page.getByRole('button', { name: 'Start Commute' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('dashboard-running-timer'), fullPage: true });
  });

  it('stops the session and confirms it was saved', async () => {
    await page.getByRole('button', { name: 'Stop Timer' }).click();
    await page.getByText('Session Complete', { exact: true }).waitFor();
    await page.getByText('Let time flow gently...').waitFor();
    expect(await page.getByTestId('elapsed-time').textContent()).toBe('00:00:00');
    expect(await page.title()).toBe('Pause');
    await page.screenshot({ path: screenshotPath('dashboard-session-complete'), fullPage: true });
  });

  it('polls the timer with conditional requests, answered 304 while nothing changes', async () => {
    const polls: { ifNoneMatch: string | undefined; status: number }[] = [];
    const watch = async (response: Response) => {
      if (!response.url().endsWith('/api/timer/active')) return;
      polls.push({
        ifNoneMatch: (await response.request().headerValue('if-none-match')) ?? undefined,
        status: response.status(),
      });
    };
    page.on('response', watch);
    try {
      while (polls.length < 3) await page.waitForTimeout(250);
    } finally {
      page.off('response', watch);
    }
    expect(polls).toEqual(polls.map(() => ({ ifNoneMatch: expect.stringMatching(/^W\/"/), status: 304 })));
  });

  it('asks before signing out when another site sends the browser to Sign Out, and staying changes nothing', async () => {
    const anotherSite = 'http://another-site.test';
    await page.route(`${anotherSite}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a href="${pause.url}/api/logout">Win a prize</a>` }),
    );
    await page.goto(`${anotherSite}/prize`);
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await page.getByRole('heading', { name: 'Sign out of Pause?' }).waitFor();
    await page.screenshot({ path: screenshotPath('sign-out-question') });
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await page.getByText('Hi, Alex').waitFor();
    await page.unroute(`${anotherSite}/**`);
  });

  it('signs out back to the landing page', async () => {
    await page
      .getByRole('link', { name: 'Sign Out' })
      .or(page.getByRole('button', { name: 'Sign Out' }))
      .click();
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });

  it('signs in from 127.0.0.1 too, ending on the public address', async () => {
    await page.goto(pause.url.replace('localhost', '127.0.0.1'));
    await signInThroughDevProvider(page, { email: 'sam@example.com', givenName: 'Sam', familyName: 'Lee' });
    expect(new URL(page.url()).origin).toBe(pause.url);
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
  });

  it('says why a sign-in did not complete, and offers to try again', async () => {
    await page.goto(`${pause.url}/api/callback?code=made-up&state=made-up`);
    await page.getByText('Sign-in did not complete', { exact: true }).waitFor();
    await page.getByText('Your sign-in was interrupted or took too long. Please try again.', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.screenshot({ path: screenshotPath('sign-in-failed-toast') });
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByLabel('Email').waitFor();
  });

  it('says a development sign-in page it no longer knows has expired, and leads back to Pause', async () => {
    const answer = await page.goto(`${pause.url}/oidc/interaction/an-old-sign-in`);
    expect(answer?.status()).toBe(400);
    await page.getByRole('heading', { name: 'This sign-in has expired' }).waitFor();
    await page.getByRole('link', { name: 'Back to Pause' }).click();
    await page.getByRole('heading', { name: 'Take Back Your Time' }).waitFor();
  });

  it("shows '404 Page Not Found' on any other path", async () => {
    await page.goto(`${pause.url}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
  });

  it('ran every page above without a single refusal by the content security policy', () => {
    expect(policyRefusals).toEqual([]);
  });
});
