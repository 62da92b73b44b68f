// Draws the installed app's icons (public/icons/*.png, committed) from Pause's mark, the favicon in
// index.html: a terracotta square with two cream pause bars. Run it again after changing the mark:
// `node frontend/scripts/app-icons.mjs` (needs Chromium, as the browser tests do; CHROMIUM_PATH to point
// elsewhere). Each PNG is the mark's SVG rendered by headless Chromium at the icon's exact size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TERRACOTTA = '#c2410c';
const CREAM = '#fff7ed';

/** The mark on a 32-unit square, as the favicon draws it; `rounded` false fills the whole square. */
function markSvg(size, { rounded }) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">`,
    `<rect width="32" height="32" ${rounded ? 'rx="9" ' : ''}fill="${TERRACOTTA}"/>`,
    `<rect x="10" y="9" width="4" height="14" rx="2" fill="${CREAM}"/>`,
    `<rect x="18" y="9" width="4" height="14" rx="2" fill="${CREAM}"/>`,
    '</svg>',
  ].join('');
}

/**
 * "any": the rounded mark on a transparent ground, as in the tab. "maskable" and Apple's touch icon:
 * the platform cuts its own shape, so the terracotta fills the square to the edges; the bars already
 * lie inside the maskable safe zone (a centred circle of 80% of the width: their corners are 29% of
 * the width from the centre, under its 40%).
 */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false },
];

function render(chromium, folder, { file, size, rounded }) {
  const page = join(folder, `${file}.html`);
  writeFileSync(
    page,
    `<!doctype html><html><body style="margin:0;background:transparent">${markSvg(size, { rounded })}</body></html>`,
  );
  const out = join(import.meta.dirname, '..', 'public', 'icons', file);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${out}`,
      pathToFileURL(page).href,
    ],
    { stdio: 'ignore' },
  );
  console.log(`${file} (${size}×${size})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const folder = mkdtempSync(join(tmpdir(), 'pause-icons-'));
  try {
    for (const icon of APP_ICONS) render(chromium, folder, icon);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
