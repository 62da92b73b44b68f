// Turns the balance card on screen into a PNG file. html2canvas is loaded only
// here, when a download starts, so it never weighs on the first page load.
import { saveBlob } from '@/lib/save-blob';

// Spec §2 item 7: twice the on-screen size, on white.
const CAPTURE_OPTIONS = { scale: 2, backgroundColor: '#ffffff', logging: false } as const;

// html2canvas finds each font's baseline by setting a 1×1 <img> beside a line
// of text in the live page. Tailwind's preflight makes every img a block, which
// drops that image below the text, and every line in the PNG would be drawn
// too low. While a capture runs, this class on <html> makes the measuring image
// inline again (the rule is in index.css: the content security policy refuses
// a <style> written by a script).
const CAPTURING_CARD_CLASS = 'capturing-card';

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
  document.documentElement.classList.add(CAPTURING_CARD_CLASS);
  try {
    return await html2canvas(card, CAPTURE_OPTIONS);
  } finally {
    document.documentElement.classList.remove(CAPTURING_CARD_CLASS);
  }
}

export async function saveCardImage(card: HTMLElement, fileName: string): Promise<void> {
  const canvas = await drawCard(card);
  saveBlob(await canvasToPng(canvas), fileName);
}
