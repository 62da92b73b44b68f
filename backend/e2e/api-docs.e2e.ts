// Swagger UI at /api/docs, in Chromium, under the strict Content-Security-Policy the app's pages get:
// no inline script or style may run. Where the app does not send a policy itself, the test adds it to
// every answer, so the page is proven to work under one either way.
import type { Browser, Page } from 'playwright-core';
import type { AppProcess } from '#src/shared/testing/app-process';
import {
  describeInBrowser,
  launchChromium,
  screenshotPath,
  type PauseForBrowser,
  startPauseForBrowser,
} from './browser';

const STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";

describeInBrowser('the API documentation in the browser', () => {
  let running: PauseForBrowser | undefined;
  let pause: AppProcess;
  let browser: Browser;
  let page: Page;
  const refused: string[] = [];
  const policies = new Set<string>();

  beforeAll(async () => {
    running = await startPauseForBrowser();
    pause = running.pause;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${pause.url}/**`, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] ??= STRICT_POLICY;
      policies.add(headers['content-security-policy']);
      await route.fulfill({ response, headers });
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('lists every route of the document, with nothing refused by the policy', async () => {
    const document = (await (await fetch(`${pause.url}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThanOrEqual(22);

    await page.goto(`${pause.url}/api/docs`);
    await page.getByRole('heading', { name: /Pause API/ }).waitFor();
    const listed = page.locator('.opblock-summary');
    await listed.nth(routes.length - 1).waitFor();
    const shown = await listed.evaluateAll((blocks) =>
      blocks.map(
        (block) =>
          `${block.querySelector('.opblock-summary-method')?.textContent} ${block.querySelector('[data-path]')?.getAttribute('data-path')}`,
      ),
    );
    expect(shown.sort()).toEqual(routes.sort());
    await page.screenshot({ path: screenshotPath('api-docs'), fullPage: false });

    expect(refused).toEqual([]);
    expect(policies.size).toBeGreaterThan(0);
    for (const policy of policies) expect(policy).toMatch(/script-src 'self'(;|$)/);
  });

  it('opens a route to show its body, its answers and the single error shape', async () => {
    await page.locator('.opblock-summary', { hasText: '/api/timer/start' }).click();
    const operation = page.locator('.opblock.is-open');
    await operation.getByText('Request body').waitFor();
    await operation.getByText(/^A timer is already running \(runningTimer says which/).waitFor();
    await operation.locator('.response[data-code="409"]').waitFor();
    await operation.getByRole('button', { name: 'Try it out' }).waitFor();
    await operation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('api-docs-timer-start'), fullPage: false });
    expect(refused).toEqual([]);
  });
});
