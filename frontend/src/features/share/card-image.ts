// Turns the balance card on screen into a PNG file. html2canvas is loaded only
// here, when a download starts, so it never weighs on the first page load.
import { saveBlob } from '../../lib/save-blob';

// Spec §2 item 7: twice the on-screen size, on white.
const CAPTURE_OPTIONS = { scale: 2, backgroundColor: '#ffffff', logging: false } as const;

// html2canvas finds each font's baseline by setting a 1×1 <img> beside a line
// of text in the live page. Tailwind's preflight makes every img a block, which
// drops that image below the text, and every line in the PNG would be drawn
// too low. While a capture runs, the measuring image is inline again.
const BASELINE_PROBE_FIX = 'body > div > img[width="1"][height="1"] { display: inline !important; }';

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The browser could not turn the card into a PNG.'));
    }, 'image/png');
  });
}

async function drawCard(card: HTMLElement): Promise<HTMLCanvasElement> {
  const { default: html2canvas } = await import('html2canvas');
  const probeFix = document.createElement('style');
  probeFix.textContent = BASELINE_PROBE_FIX;
  document.head.append(probeFix);
  try {
    return await html2canvas(card, CAPTURE_OPTIONS);
  } finally {
    probeFix.remove();
  }
}

export async function saveCardImage(card: HTMLElement, fileName: string): Promise<void> {
  const canvas = await drawCard(card);
  saveBlob(await canvasToPng(canvas), fileName);
}
