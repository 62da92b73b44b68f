// Reminders by push in a real Chromium (issue 28), against the app as `npm start` runs it: a push
// delivered to Pause's service worker through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage, since Chromium here has no push service to subscribe with) is
// shown as a notification with the server's words, and the reminder settings beside the timer's keep
// what the person chooses.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import {
  collectPolicyRefusals,
  describeInBrowser,
  launchChromiumProfile,
  type PauseForBrowser,
  signInThroughDevProvider,
  startPauseForBrowser,
} from './browser';

/** Asks `read` again until its answer equals `expected`, or the time is up (then compares once more). */
async function eventuallyEqual(read: () => Promise<unknown>, expected: unknown, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (Date.now() > until || JSON.stringify(value) === JSON.stringify(expected)) {
      expect(value).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const GRACE = { email: 'grace.obi@example.com', givenName: 'Grace', familyName: 'Obi' };

describeInBrowser('reminders by push in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let chromium: Awaited<ReturnType<typeof launchChromiumProfile>> | undefined;
  let context: BrowserContext;
  let page: Page;
  let devtools: CDPSession;
  let policyRefusals: string[];

  beforeAll(async () => {
    running = await startPauseForBrowser({ jobsInProcess: true });
    pause = running.pause;
    chromium = await launchChromiumProfile({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    context = chromium.context;
    await context.grantPermissions(['notifications'], { origin: pause.url });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    policyRefusals = collectPolicyRefusals(page);
    devtools = await context.newCDPSession(page);
  });

  afterAll(async () => {
    await chromium?.close();
    await running?.stop();
  });

  /** The service worker's registration id, as the DevTools protocol names it. */
  async function registrationId(): Promise<string> {
    const registered = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL === `${pause.url}/` && !registration.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    return registered;
  }

  const shownNotifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
        title,
        body,
        tag,
        data: data as unknown,
      })),
    );

  /** Whether any notification shows within `ms`. */
  async function shownWithin(ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if ((await shownNotifications()).length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }

  it('shows a pushed reminder from the service worker, with the words the server sent', async () => {
    await page.goto(pause.url);
    await signInThroughDevProvider(page, GRACE);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const id = await registrationId();

    const reminder = {
      kind: 'forgotten-timer',
      title: 'Still working?',
      body: 'Your timer has been running for 10 hours. Keep it running, stop it, or discard it.',
      tag: 'pause-forgotten-timer',
      url: '/?still-working',
    };
    // None yet, and the read opens Chromium's notification store before the push arrives: a first
    // read racing the worker's first showNotification lost the notification in 4 of 32 runs (0 of 44
    // with this read first). Pause itself never reads notifications, so people never meet that race.
    expect(await shownNotifications()).toEqual([]);
    const deliver = () =>
      devtools.send('ServiceWorker.deliverPushMessage', {
        origin: pause.url,
        registrationId: id,
        data: JSON.stringify(reminder),
      });
    await deliver();
    // The race above still lost one notification in a CI run of 28 November (none shown after 10 s, the
    // page and the worker idle): a delivery the DevTools protocol lost is delivered once more, as a
    // push service would. Both carry the same tag, so either way exactly one notification shows.
    if (!(await shownWithin(5_000))) await deliver();

    await eventuallyEqual(shownNotifications, [
      {
        title: 'Still working?',
        body: reminder.body,
        tag: 'pause-forgotten-timer',
        data: { url: '/?still-working', kind: 'forgotten-timer' },
      },
    ]);
  });

  it('keeps the reminder kinds and quiet hours the person chooses beside the timer’s settings', async () => {
    await page.getByRole('button', { name: 'Reminder settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Reminder settings' });
    const settings = () => page.evaluate(async () => (await fetch('/api/push/settings')).json());
    // The choices are disabled while one is being saved, as a person sees them: each change waits for
    // the one before (a click in between, on a control about to be disabled, would do nothing).
    const savedAs = async (expected: unknown) => {
      await eventuallyEqual(settings, expected);
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('[role="dialog"] fieldset')].some(
            (set) => (set as HTMLFieldSetElement).disabled,
          ),
      );
    };
    await panel.getByRole('checkbox', { name: 'Work still running at 18:00' }).uncheck();
    await savedAs({ off: ['evening'], quietHours: null });
    await panel.getByRole('checkbox', { name: 'No reminders between' }).check();
    await savedAs({ off: ['evening'], quietHours: { fromHour: 22, untilHour: 7 } }); // the first quiet hours offered
    await panel.getByLabel('Quiet from').selectOption('21');
    await eventuallyEqual(settings, {
      off: ['evening'],
      quietHours: { fromHour: 21, untilHour: 7 },
    });
    expect(policyRefusals).toEqual([]);
  });
});
