// Two people, each in their own browser, find each other by email, become friends, challenge each
// other, see each other on the leaderboard and each record a weekly reflection. Names and reflections
// holding markup are shown as text.
import type { Browser, Locator, Page } from 'playwright-core';
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
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' });
      const page = await context.newPage();
      policyRefusals.push(collectPolicyRefusals(page));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pause.url);
      return page;
    };
    [alex, sam] = [await open(), await open()];
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

  it('finds a friend by email and sends a request', async () => {
    await panel(alex).getByText('No friends yet. Add friends to compare balance scores!').waitFor();
    const add = panel(alex).getByRole('button', { name: 'Add' });
    expect(await add.isDisabled()).toBe(true);
    await panel(alex).getByRole('textbox', { name: "Friend's email" }).fill('Sam.Lee@Example.com');
    await add.click();
    await toast(alex, 'Friend Request Sent');
    await alex.getByText('Your friend request has been sent!', { exact: true }).waitFor();
  });

  it('lets the person asked accept the request', async () => {
    await sam.reload();
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

  it('challenges the friend for this week, and both see it', async () => {
    await panel(alex).getByTestId('friend').getByRole('button', { name: 'Challenge' }).click();
    await toast(alex, 'Challenge Created!');
    await alex.getByText('Your balance challenge has been sent!', { exact: true }).waitFor();
    await panel(alex).getByRole('tab', { name: 'Challenges (1)' }).click();
    const challenge = panel(alex).getByTestId('challenge');
    await challenge.getByText('Alex vs Sam').waitFor();
    await challenge.getByText(/^\w{3} \d+(, \d{4})?\s–\s(\w{3} )?\d+, \d{4}$/).waitFor();
    await challenge.getByText('Active').waitFor();
    await panel(alex).screenshot({ path: screenshotPath('friends-challenges-tab') });

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
