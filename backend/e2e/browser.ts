// Debian's Chromium driven by playwright-core, with the flags this sandboxed, offline machine needs,
// and Pause as `npm start` runs it for the browser to visit.
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { createTestDatabase } from '#src/shared/testing/test-database';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Chromium, which a machine with only Node and npm lacks: there they are skipped
 * with a warning. Under CI (CI=true) a missing Chromium fails the run instead.
 */
export const describeInBrowser: jest.Describe = (() => {
  if (existsSync(CHROMIUM_PATH) || process.env.CI) return describe;
  console.warn(
    `No Chromium at ${CHROMIUM_PATH}: browser tests skipped. Install it with "apt-get install chromium" or set CHROMIUM_PATH.`,
  );
  return describe.skip;
})();

/**
 * Chromium as the tests drive it. Headless, Playwright hides scroll bars (`--hide-scrollbars`); with
 * `classicScrollBars` the page gets the 15 px bars a desktop shows, which take width from the page, as
 * a layout test must see.
 */
export function launchChromium(options: { readonly classicScrollBars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    ...(options.classicScrollBars && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
  });
}

/**
 * Chromium with a profile of its own on disk, as a person's browser is, rather than the incognito-like
 * contexts `launchChromium` makes: Chromium offers to install a web app only outside incognito.
 * `close` ends the browser and removes the profile's folder.
 */
export async function launchChromiumProfile(
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'pause-chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** Pause running for a browser test, on a database of the test's own. */
export interface PauseForBrowser {
  readonly pause: AppProcess;
  /** For seeding history straight into the database. */
  readonly database: DatabaseEndpoint;
  stop(): Promise<void>;
}

/**
 * Pause as `npm start` runs it (`backend/dist/main.js`, the development OpenID provider), on a fresh
 * database; with `jobsInProcess`, without Redis, as on a fresh machine.
 */
export async function startPauseForBrowser(
  options: { readonly jobsInProcess?: boolean } = {},
): Promise<PauseForBrowser> {
  const database = await createTestDatabase();
  try {
    const pause = await startAppProcess({
      command: ['node', 'backend/dist/main.js'],
      env: {
        DATABASE_URL: database.url,
        OIDC_ISSUER_URL: undefined,
        NODE_ENV: undefined,
        ...(options.jobsInProcess && { REDIS_URL: undefined }),
      },
    });
    return {
      pause,
      database,
      stop: async () => {
        await pause.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's serious and critical findings on the page as it stands, or only inside the first element
 * `within` selects (an open dialog, say).
 */
export async function seriousAccessibilityViolations(page: Page, within?: string): Promise<string[]> {
  // A colour read half way through a transition is neither theme's: axe reads the settled page.
  await transitionsFinished(page);
  // Evaluated through the debugging protocol, which the content security policy does not govern
  // (an injected <script> would be refused by script-src 'self').
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<{ violations: unknown[] }> } }).axe;
    const context = selector ? document.querySelector(selector) : document.documentElement;
    if (!context) throw new Error(`Nothing on the page matches ${selector}.`);
    return (await axe.run(context)).violations;
  }, within);
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Shows the page in a colour scheme (and, when given, at a size), once the app's theme has followed it:
 * the `dark` class on <html> says so. How long transitions need to settle is the caller's to say.
 */
export async function showInTheme(
  page: Page,
  theme: 'light' | 'dark',
  size?: { readonly width: number; readonly height: number },
): Promise<void> {
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, theme === 'dark');
  await transitionsFinished(page);
}

/**
 * Waits until every transition and animation that ends has ended (a theme's colours, a dialog's
 * entrance, the dial's ring); endless ones (a spinner) are left running. A fixed pause is not
 * enough on a busy machine: a transition starts only when the page next works out its styles,
 * which may be long after the class that caused it was set. `getAnimations()` works them out.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = () =>
      document.getAnimations().filter((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        return animation.playState === 'running' && typeof endTime === 'number' && Number.isFinite(endTime);
      });
    // One that ends may start another (a toast's entrance after a dialog's exit): look again.
    for (let round = 0; round < 5; round += 1) {
      const running = ending();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Screenshots for people to review; the folder is git-ignored. */
export function screenshotPath(name: string): string {
  const folder = join(__dirname, 'screenshots');
  mkdirSync(folder, { recursive: true });
  return join(folder, `${name}.png`);
}

/** Signs in from the landing page through the development provider's page. */
export async function signInThroughDevProvider(
  page: Page,
  identity: { email: string; givenName: string; familyName: string },
): Promise<void> {
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('First name').fill(identity.givenName);
  await page.getByLabel('Last name').fill(identity.familyName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Hi, ${identity.givenName}`).waitFor();
}

/**
 * Every refusal by the content security policy in this page and its frames, from now on (Chromium
 * reports each as a console error), so a suite can show the app works under the policy.
 */
export function collectPolicyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}
