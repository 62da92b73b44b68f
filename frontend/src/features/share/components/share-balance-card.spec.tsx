import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/download-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { ShareBalanceCard, type ShareableWeek } from './share-balance-card';

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock('html2canvas', () => ({ default: html2canvas }));

// Wednesday 18 November 2026: the card is saved as life-balance-2026-11-18.png.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);
const FILE_NAME = 'life-balance-2026-11-18.png';

// The server's own example week: 154.75 of 168 hours is life, a score of 92.
const week: ShareableWeek = {
  status: 'ready',
  hours: { workHours: 12.5, commuteHours: 0.75, lifeHours: 154.75, lifePercentage: 92 },
};

const DEFAULT_PALETTE =
  /-(?:red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone)-\d{2,3}$|-(?:white|black)$/;

function pngCanvas() {
  return {
    toBlob: (done: BlobCallback, type?: string) => done(new Blob(['png bytes'], { type: type ?? 'image/png' })),
  } as unknown as HTMLCanvasElement;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function renderCard(shareable: ShareableWeek = week) {
  return renderWithProviders(<ShareBalanceCard name="Ada" week={shareable} />);
}

describe('ShareBalanceCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] });
    html2canvas.mockReset();
    html2canvas.mockResolvedValue(pngCanvas());
  });

  it("shows Ada's Weekly Report with her Work-Life Balance Score and this week's hours", () => {
    renderCard();

    expect(screen.getByRole('heading', { level: 2, name: 'Share Your Balance' })).toBeInTheDocument();
    const card = screen.getByRole('figure', { name: "Ada's Weekly Report" });
    expect(within(card).getByTestId('balance-score')).toHaveTextContent('92%Work-Life Balance Score');
    const hours = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(hours).toEqual([
      ['Work', '12.5h'],
      ['Commute', '0.8h'],
      ['Life', '154.8h'],
    ]);
    expect(screen.getByRole('button', { name: 'Download Card' })).toBeEnabled();
  });

  it('paints the card only in the theme colours html2canvas can read', () => {
    // Tailwind 4 writes opacity modifiers (`bg-sage/10`) and its default palette (`bg-rose-500`)
    // as oklch()/color-mix(), which make html2canvas 1.4.1 throw: see balance-report-card.tsx.
    renderCard();

    const card = screen.getByTestId('balance-report-card');
    const elements = [card, ...card.querySelectorAll<HTMLElement>('*')];
    const classes = elements.flatMap((element) => [...element.classList]);
    expect(classes.filter((name) => name.includes('/'))).toEqual([]);
    expect(classes.filter((name) => DEFAULT_PALETTE.test(name))).toEqual([]);
    const inlineColours = elements
      .map((element) => element.getAttribute('style') ?? '')
      .flatMap((style) => style.match(/(?:oklch|oklab|color-mix|color|rgb|hsl)\(|#[0-9a-f]{3,8}/gi) ?? []);
    expect(inlineColours).toEqual([]);
  });

  it('suggests four captions, the first with the score', () => {
    renderCard();

    const captions = within(screen.getByRole('list', { name: 'Suggested captions' })).getAllByRole('button');
    expect(captions).toHaveLength(4);
    expect(captions[0]).toHaveAccessibleName(
      'Copy caption: 92% of my week belonged to life. Taking back my time, one pause at a time.',
    );
  });

  it('says the card is on its way while the week loads', () => {
    renderCard({ status: 'loading' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your week...');
    expect(screen.queryByRole('button', { name: 'Download Card' })).not.toBeInTheDocument();
  });

  it('offers to try again when the week cannot be loaded', async () => {
    const retry = vi.fn();
    renderCard({ status: 'failed', retry });

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your week just now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("downloads the card as a PNG at twice its size on white, named with today's date", async () => {
    const { saved } = captureDownloads();
    let capturingDuringCapture = false;
    html2canvas.mockImplementation(async () => {
      capturingDuringCapture = document.documentElement.classList.contains('capturing-card');
      return pngCanvas();
    });
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download Card' }));

    expect(await screen.findByText('Card Downloaded')).toBeInTheDocument();
    expect(screen.getByText('Your balance card has been saved!')).toBeInTheDocument();
    expect(html2canvas).toHaveBeenCalledTimes(1);
    const [element, options] = html2canvas.mock.calls[0];
    expect(element).toBe(screen.getByTestId('balance-report-card'));
    expect(options).toMatchObject({ scale: 2, backgroundColor: '#ffffff' });
    expect(saved.map((file) => [file.fileName, file.blob.type])).toEqual([[FILE_NAME, 'image/png']]);
    // The rule that lets html2canvas measure fonts applies during the capture only (see card-image.ts).
    expect(capturingDuringCapture).toBe(true);
    expect(document.documentElement.classList.contains('capturing-card')).toBe(false);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('says so when the card cannot be drawn, and saves nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved } = captureDownloads();
    html2canvas.mockRejectedValue(new Error('Attempting to parse an unsupported color function "oklch"'));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download Card' }));

    expect(await screen.findByText('Failed to download the card. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download Card' })).toBeEnabled();
  });

  it('says so when the browser cannot make a PNG of the drawing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved } = captureDownloads();
    html2canvas.mockResolvedValue({ toBlob: (done: BlobCallback) => done(null) });
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download Card' }));

    expect(await screen.findByText('Failed to download the card. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('cannot be pressed again, nor the card sent to TikTok or Instagram, while a download is under way', async () => {
    const { saved } = captureDownloads();
    const drawing = deferred<HTMLCanvasElement>();
    html2canvas.mockReturnValue(drawing.promise);
    renderCard();

    // Two presses in the same moment, then more once the screen has caught up.
    const download = screen.getByRole('button', { name: 'Download Card' });
    fireEvent.click(download);
    fireEvent.click(download);

    const busy = await screen.findByRole('button', { name: 'Saving card...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share on TikTok' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share on Instagram' })).toBeDisabled();
    expect(screen.getByText('Saving your card...')).toBeInTheDocument();
    await userEvent.click(busy);
    await userEvent.click(screen.getByRole('button', { name: 'Share on TikTok' }));
    expect(html2canvas).toHaveBeenCalledTimes(1);

    await act(async () => drawing.resolve(pngCanvas()));

    expect(await screen.findByText('Card Downloaded')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download Card' })).toBeEnabled();
  });

  it('copies a caption to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderCard();

    await user.click(screen.getByRole('button', { name: /^Copy caption: Work had its hours this week/ }));

    expect(writeText).toHaveBeenCalledWith(
      'Work had its hours this week. The rest were mine: slow mornings, long walks and good people.',
    );
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Caption copied to clipboard')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses the caption', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderCard();

    await user.click(screen.getAllByRole('button', { name: /^Copy caption:/ })[2]);

    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('opens a post on X with the score and hashtags in a new tab, without handing it this page', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Share on X' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    const intent = new URL(String(url));
    expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toContain('My Work-Life Balance Score this week: 92%.');
    expect(intent.searchParams.get('hashtags')).toBe('WorkLifeBalance,TakeBackYourTime');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(html2canvas).not.toHaveBeenCalled();
  });

  it.each([
    {
      site: 'TikTok',
      url: 'https://www.tiktok.com/upload',
      title: 'Your card is ready for TikTok',
      text: `We saved ${FILE_NAME}. Upload it on the TikTok page we just opened.`,
    },
    {
      site: 'Instagram',
      url: 'https://www.instagram.com/',
      title: 'Your card is ready for Instagram',
      text: `We saved ${FILE_NAME}. On the Instagram tab we just opened, choose Create and pick the card.`,
    },
  ])('saves the card first, then opens $site and says to upload it', async ({ site, url, title, text }) => {
    const { saved } = captureDownloads();
    const filesSavedWhenOpened: number[] = [];
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      filesSavedWhenOpened.push(saved.length);
      return null;
    });
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: `Share on ${site}` }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(saved.map((file) => file.fileName)).toEqual([FILE_NAME]);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(filesSavedWhenOpened).toEqual([1]);
  });

  it('opens no site when the card could not be saved for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    html2canvas.mockRejectedValue(new Error('no canvas'));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Share on TikTok' }));

    expect(await screen.findByText('Failed to download the card. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share on TikTok' })).toBeEnabled());
    expect(open).not.toHaveBeenCalled();
  });
});
