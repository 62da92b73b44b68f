// Two people, each in their own browser, find each other by email, become friends, challenge each
// other, see each other on the leaderboard and each record a weekly reflection. A request reaches the
// other person without a reload; an address with and one without an account get the same answer.
// Names and reflections holding markup are shown as text.
import type { Browser, Locator, Page, Response } from 'playwright-core';
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

const MARKUP_NAME = '<img src=x onerror="window.injected=1">';
const MARKUP_REFLECTION = 'Cooking with <b>Sam</b> & the kids <script>window.injected=1</script>';
/** How often the open Friends tab reads its lists again (FRIENDS_TAB_REFRESH_MS, frontend/src/features/friends/api/friend-keys.ts). */
const FRIENDS_TAB_REFRESH = '00:15';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describeInBrowser('friends, challenges, the leaderboard and reflections in two browsers', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let alex: Page;
  let sam: Page;
  const dialogs: string[] = [];
  const policyRefusals: string[][] = [];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    browser = await launchChromium();
    const open = async ({ controlledClock = false } = {}) => {
      const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'Europe/Paris' });
      // The page's timers run in real time, and the test may move them on rather than wait.
      if (controlledClock) await context.clock.install();
      const page = await context.newPage();
      policyRefusals.push(collectPolicyRefusals(page));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pause.url);
      return page;
    };
    [alex, sam] = [await open(), await open({ controlledClock: true })];
    await signInThroughDevProvider(alex, { email: 'alex.rivera@example.com', givenName: 'Alex', familyName: 'Rivera' });
    await signInThroughDevProvider(sam, { email: 'sam.lee@example.com', givenName: 'Sam', familyName: MARKUP_NAME });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const panel = (page: Page): Locator => page.getByRole('region', { name: 'Friends & Challenges' });
  const reflectionCard = (page: Page): Locator => page.getByRole('region', { name: 'Weekly Reflection' });
  const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

  /** Sends a request from Alex's Friends tab; the server's answer, as the page received it. */
  const sendRequest = async (email: string): Promise<Response> => {
    const answer = alex.waitForResponse(
      (response) => response.url().endsWith('/api/friends/request') && response.request().method() === 'POST',
    );
    await panel(alex).getByRole('textbox', { name: "Friend's email" }).fill(email);
    await panel(alex).getByRole('button', { name: 'Add' }).click();
    await toast(alex, 'Friend Request Sent');
    await alex.getByText('Your friend request has been sent!', { exact: true }).first().waitFor();
    return answer;
  };

  it('answers a request to an address with an account and one without alike, and shows both waiting', async () => {
    await panel(alex).getByText('No friends yet. Add friends to compare balance scores!').waitFor();
    expect(await panel(alex).getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    const known = await sendRequest('Sam.Lee@Example.com');
    const unknown = await sendRequest('nobody.here@example.com');
    const seen = async (response: Response) => ({
      status: response.status(),
      body: { ...((await response.json()) as Record<string, unknown>), id: 'an id' },
    });
    expect(await seen(known)).toEqual(await seen(unknown));
    expect(await seen(known)).toEqual({ status: 201, body: { id: 'an id', status: 'pending' } });

    const sent = panel(alex).getByTestId('sent-friend-request');
    await sent.nth(1).waitFor();
    expect(await sent.allTextContents()).toEqual([
      "sam.lee@example.comPending. If they use Pause, they'll see your request.Withdraw",
      "nobody.here@example.comPending. If they use Pause, they'll see your request.Withdraw",
    ]);
    await panel(alex).screenshot({ path: screenshotPath('friends-requests-sent') });
    await alex.setViewportSize(PHONE);
    await panel(alex).screenshot({ path: screenshotPath('friends-requests-sent-390') });
    await alex.setViewportSize(DESKTOP);
  });

  it('shows the request to the person asked without a reload, and lets them accept it', async () => {
    // Sam's page has been open since before the request; the Friends tab reads its lists again.
    await sam.clock.fastForward(FRIENDS_TAB_REFRESH);
    const request = panel(sam).getByTestId('friend-request');
    await request.getByText('Alex Rivera').waitFor();
    await panel(sam).screenshot({ path: screenshotPath('friends-request-received') });
    await request.getByRole('button', { name: 'Accept' }).click();
    await toast(sam, 'Request Updated');
    await panel(sam).getByTestId('friend').getByText('Alex Rivera').waitFor();
    await panel(sam).getByRole('tab', { name: 'Friends (1)' }).waitFor();
  });

  it('shows the new friend, whose name holds markup, as text', async () => {
    await alex.reload();
    const friend = panel(alex).getByTestId('friend');
    await friend.getByText(`Sam ${MARKUP_NAME}`).waitFor();
    expect(await friend.locator('img[src="x"]').count()).toBe(0);
    await panel(alex).screenshot({ path: screenshotPath('friends-list') });
  });

  it('challenges the friend for next week once the week is chosen and confirmed, and both see it', async () => {
    await panel(alex).getByTestId('friend').getByRole('button', { name: 'Challenge' }).click();
    const dialog = alex.getByRole('dialog', { name: /^Challenge Sam/ });
    await dialog.getByText(/Whoever keeps the higher life share over the week wins/).waitFor();
    await dialog.getByRole('radio', { name: /Next week/ }).check();
    await dialog.screenshot({ path: screenshotPath('challenge-week-dialog') });
    await dialog.getByRole('button', { name: 'Send challenge' }).click();
    await toast(alex, 'Challenge Created!');
    await alex.getByText('Your balance challenge has been sent!', { exact: true }).waitFor();
    await panel(alex).getByRole('tab', { name: 'Challenges (1)' }).click();
    const challenge = panel(alex).getByTestId('challenge');
    await challenge.getByText('Alex vs Sam').waitFor();
    await challenge.getByText(/^Starts Monday, /).waitFor();
    await challenge.getByText('Active').waitFor();
    await panel(alex).screenshot({ path: screenshotPath('friends-challenges-tab') });
    await alex.setViewportSize(PHONE);
    await panel(alex).screenshot({ path: screenshotPath('friends-challenges-tab-390') });
    await panel(alex)
      .getByRole('tab', { name: /^Friends/ })
      .click();
    await panel(alex).getByTestId('friend').getByRole('button', { name: 'Challenge' }).click();
    // This week is open still; next week is taken now, and greyed out.
    expect(await dialog.getByRole('radio', { name: /Next week/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /This week/ }).isChecked()).toBe(true);
    await dialog.screenshot({ path: screenshotPath('challenge-week-dialog-390') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await alex.setViewportSize(DESKTOP);

    await sam.reload();
    await panel(sam).getByRole('tab', { name: 'Challenges (1)' }).click();
    await panel(sam).getByTestId('challenge').getByText('Alex vs Sam').waitFor();
  });

  it('ranks both on the leaderboard by this week’s real life percentage', async () => {
    await alex.getByRole('button', { name: 'Start Work' }).click();
    await toast(alex, 'Timer Started');
    await alex.waitForTimeout(1500);
    await alex.getByRole('button', { name: 'Stop Timer' }).click();
    await toast(alex, 'Session Complete');

    await panel(alex).getByRole('tab', { name: 'Leaderboard' }).click();
    const rows = panel(alex).getByTestId('leaderboard-row');
    await rows.first().getByText('You').waitFor();
    await rows.first().getByTestId('leaderboard-score').getByText('100%').waitFor();
    await rows.nth(1).getByText('No sessions yet').waitFor();
    expect(await rows.nth(1).getByTestId('leaderboard-score').textContent()).toBe('—');
    await panel(alex).screenshot({ path: screenshotPath('friends-leaderboard') });

    await sam.reload();
    await panel(sam).getByRole('tab', { name: 'Leaderboard' }).click();
    const samRows = panel(sam).getByTestId('leaderboard-row');
    // The 'You' row comes first (spec §2.10); Sam has tracked nothing yet.
    await samRows.first().getByText('You').waitFor();
    expect(await samRows.first().getByTestId('leaderboard-score').textContent()).toBe('—');
    await samRows.nth(1).getByText('Alex Rivera').waitFor();
    expect(await samRows.nth(1).getByTestId('leaderboard-score').textContent()).toBe('100%');
  });

  it('lets each record this week’s reflection, shown as written and as text', async () => {
    for (const [page, content] of [
      [alex, MARKUP_REFLECTION],
      [sam, 'A long walk by the river.'],
    ] as const) {
      const card = reflectionCard(page);
      await card.getByText('What moment this week made you smile?').waitFor();
      await card.getByRole('button', { name: "Add This Week's Reflection" }).click();
      await card.getByRole('textbox').fill(content);
      await card.getByRole('button', { name: 'Save Reflection' }).click();
      await toast(page, 'Reflection Saved');
      await card.getByText(content, { exact: true }).waitFor();
      await card.getByText(/^Recorded on \w+ \d+, \d{4}$/).waitFor();
      expect(await card.getByRole('button', { name: "Add This Week's Reflection" }).count()).toBe(0);
    }
    expect(await reflectionCard(alex).locator('b, script').count()).toBe(0);
    await reflectionCard(alex).screenshot({ path: screenshotPath('weekly-reflection-recorded') });

    await alex.reload();
    await reflectionCard(alex).getByText(MARKUP_REFLECTION, { exact: true }).waitFor();
  });

  it('never ran markup from names or reflections, and the content security policy refused nothing', async () => {
    expect(dialogs).toEqual([]);
    expect(policyRefusals.flat()).toEqual([]);
    for (const page of [alex, sam])
      expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  });
});
