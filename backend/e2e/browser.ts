// Debian's Chromium driven by playwright-core, with the flags this sandboxed, offline machine needs.
import { type Browser, type Page, chromium } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
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
