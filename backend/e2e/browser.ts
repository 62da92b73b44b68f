// Debian's Chromium driven by playwright-core, with the flags this sandboxed, offline machine needs.
import { type Browser, chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
