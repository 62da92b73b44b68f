// 'Share Your Balance' (spec §2 item 7): this week's balance card to save or
// post, and captions to go with it. The week's hours come in as props: the
// dashboard reads them, so this feature needs nothing from analytics.
import { Download, LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { shareCaptions } from '@/features/share/captions';
import { useSaveCard, type CardSaveReason } from '@/features/share/hooks/use-save-card';
import { reportFigures, type ReportedWeek } from '@/features/share/report-figures';
import { INSTAGRAM_URL, TIKTOK_UPLOAD_URL, tweetIntentUrl } from '@/features/share/share-links';
import { BalanceReportCard } from './balance-report-card';
import { CaptionList } from './caption-list';

export type ShareableWeek =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; hours: ReportedWeek; periodLabel?: string };

type ShareBalanceCardProps = {
  /** The person's first name, or 'Friend'. */
  name: string;
  week: ShareableWeek;
  className?: string;
};

export function ShareBalanceCard({ name, week, className }: ShareBalanceCardProps) {
  return (
    <Card aria-labelledby="share-balance-title" className={className}>
      <CardTitle id="share-balance-title">Share Your Balance</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">Your week on a card, for the people cheering you on.</p>
      <div className="mt-6">
        {week.status === 'loading' ? <LoadingPreview /> : null}
        {week.status === 'failed' ? <LoadErrorNote what="your week" onRetry={week.retry} /> : null}
        {week.status === 'ready' ? (
          <ReadyToShare name={name} hours={week.hours} periodLabel={week.periodLabel} />
        ) : null}
      </div>
    </Card>
  );
}

function LoadingPreview() {
  return (
    <div className="flex flex-col items-center gap-4">
      <Skeleton className="h-96 w-full max-w-[380px] rounded-[28px]" />
      <LoadingNote>Loading your week...</LoadingNote>
    </div>
  );
}

const uploadSites = {
  tiktok: {
    label: 'TikTok',
    url: TIKTOK_UPLOAD_URL,
    toast: (fileName: string) => ({
      title: 'Your card is ready for TikTok',
      description: `We saved ${fileName}. Upload it on the TikTok page we just opened.`,
    }),
  },
  instagram: {
    label: 'Instagram',
    url: INSTAGRAM_URL,
    toast: (fileName: string) => ({
      title: 'Your card is ready for Instagram',
      description: `We saved ${fileName}. On the Instagram tab we just opened, choose Create and pick the card.`,
    }),
  },
} as const;

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function ReadyToShare({ name, hours, periodLabel }: { name: string; hours: ReportedWeek; periodLabel?: string }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { saveCard, savingFor } = useSaveCard(cardRef);
  const figures = reportFigures(hours);
  const saving = savingFor !== null;

  async function download() {
    if (await saveCard('download')) {
      toast({ title: 'Card Downloaded', description: 'Your balance card has been saved!' });
    }
  }

  // These sites take an image only from a file, so the card is saved first.
  async function saveThenOpen(site: keyof typeof uploadSites) {
    const fileName = await saveCard(site);
    if (!fileName) return;
    openInNewTab(uploadSites[site].url);
    toast(uploadSites[site].toast(fileName));
  }

  const busyIcon = (reason: CardSaveReason) =>
    savingFor === reason ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null;

  return (
    <div className="flex flex-col gap-7">
      <figure aria-labelledby="balance-report-title" className="flex justify-center">
        {/* The shadow lives out here, outside the captured card (see balance-report-card.tsx). */}
        <div className="w-full max-w-[380px] rounded-[28px] shadow-lg shadow-ink/10">
          <BalanceReportCard
            ref={cardRef}
            name={name}
            figures={figures}
            titleId="balance-report-title"
            periodLabel={periodLabel}
          />
        </div>
      </figure>

      <div className="flex flex-col items-center gap-4">
        <Button onClick={() => void download()} disabled={saving} className="w-full max-w-[380px]">
          {savingFor === 'download' ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {savingFor === 'download' ? 'Saving card...' : 'Download Card'}
        </Button>
        <div role="group" aria-labelledby="share-on-label" className="flex flex-wrap items-center justify-center gap-2">
          <span id="share-on-label" className="text-sm text-ink-muted">
            Share on
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label="Share on X"
            onClick={() => openInNewTab(tweetIntentUrl(figures.score))}
          >
            X
          </Button>
          {(['tiktok', 'instagram'] as const).map((site) => (
            <Button
              key={site}
              variant="outline"
              size="sm"
              aria-label={`Share on ${uploadSites[site].label}`}
              disabled={saving}
              onClick={() => void saveThenOpen(site)}
            >
              {busyIcon(site)}
              {uploadSites[site].label}
            </Button>
          ))}
        </div>
        <p role="status" className="sr-only">
          {saving ? 'Saving your card...' : ''}
        </p>
      </div>

      <CaptionList captions={shareCaptions(figures.score)} />
    </div>
  );
}
