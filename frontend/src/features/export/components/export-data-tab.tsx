// The Export Data tab (spec §2 item 11): a copy of everything Pause keeps, as
// JSON or CSV, with its progress while it downloads.
import clsx from 'clsx';
import { Braces, Check, FileSpreadsheet, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadExport } from '@/features/export/api/download-export';
import { exportFileName, formatBytes, type ExportFormat } from '@/features/export/export-file';

const included = [
  'Timer sessions with timestamps and durations',
  'Earned badges',
  'Friend connections and challenges',
  'Weekly reflections',
  'Export date and user identifier',
];

const buttons: { format: ExportFormat; label: string; Icon: LucideIcon; variant: 'primary' | 'outline' }[] = [
  { format: 'json', label: 'Export as JSON', Icon: Braces, variant: 'primary' },
  { format: 'csv', label: 'Export as CSV', Icon: FileSpreadsheet, variant: 'outline' },
];

function progressText(bytes: number): string {
  return bytes > 0 ? `Exporting... ${formatBytes(bytes)}` : 'Exporting...';
}

export function ExportDataTab() {
  const { start, exporting, receivedBytes, saved, failed } = useDownloadExport();
  const today = new Date();

  let status = '';
  if (exporting) status = `${progressText(receivedBytes)} received so far.`;
  else if (failed) status = "The export didn't finish. Please try again.";
  else if (saved) status = `Saved ${saved.fileName} (${formatBytes(saved.bytes)}).`;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">Take a copy of everything Pause keeps for you. Your time, your data.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {buttons.map(({ format, label, Icon, variant }) => (
            <Button
              key={format}
              variant={variant}
              disabled={exporting !== null}
              onClick={() => start(format)}
              className="sm:min-w-44"
            >
              {exporting === format ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : (
                <Icon aria-hidden="true" className="size-4" />
              )}
              {exporting === format ? progressText(receivedBytes) : label}
            </Button>
          ))}
        </div>
        <p className="text-xs text-ink-muted">
          Saved as <span className="font-medium whitespace-nowrap text-ink">{exportFileName('json', today)}</span> or{' '}
          <span className="font-medium whitespace-nowrap text-ink">{exportFileName('csv', today)}</span>.
        </p>
        <p
          role="status"
          data-testid="export-status"
          className={clsx('min-h-5 text-sm', failed && !exporting ? 'text-danger' : 'text-ink-muted')}
        >
          {status}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">What's included</h3>
        <ul aria-label="What's included" className="mt-3 flex flex-col gap-2 text-sm text-ink-muted">
          {included.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
