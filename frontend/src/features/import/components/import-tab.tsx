// The Import tab (issue 16, "Bring your history"): a Toggl Track or Clockify CSV export, previewed
// (how many sessions, which dates, the rows refused and why), commute picked among its projects,
// clients and tags, then imported with the upload's progress. A file whose slashed dates cannot tell
// their order asks which it is, previews again in it, and is imported in it.
import { FileUp, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessageOr } from '@/lib/api-error-message';
import { useImportSessions, usePreviewImport } from '@/features/import/api/upload-import-file';
import {
  count,
  type ImportLabels,
  type ImportPreview,
  NO_PICKS,
  type RowRefusal,
  type SlashedDateOrder,
  previewSummary,
  resultSummary,
  slashedDatesToSend,
  togglePick,
} from '@/features/import/import-request';
import { SlashedDateChoice } from './slashed-date-choice';

const LABEL_KINDS: { kind: keyof ImportLabels; title: string }[] = [
  { kind: 'projects', title: 'Projects' },
  { kind: 'clients', title: 'Clients' },
  { kind: 'tags', title: 'Tags' },
];

/** At most this many refused rows are listed; the count says how many there are. */
const REFUSALS_SHOWN = 50;

export function ImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [picks, setPicks] = useState<ImportLabels>(NO_PICKS);
  const [order, setOrder] = useState<SlashedDateOrder>('month-first');
  // The last preview answered: kept while the file is previewed again in another order, so the choice
  // (and the focus on it) stays on screen.
  const [shown, setShown] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const preview = usePreviewImport(setProgress);
  const importing = useImportSessions(setProgress);
  const busy = preview.isPending || importing.isPending;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPicks(NO_PICKS);
    setOrder('month-first');
    setShown(null);
    preview.reset();
    importing.reset();
    setProgress(0);
  };
  const start = (send: () => void) => {
    setProgress(0);
    send();
  };

  const runPreview = (slashedDates?: SlashedDateOrder) =>
    start(() => file && preview.mutate({ file, slashedDates }, { onSuccess: setShown }));
  const chooseOrder = (chosen: SlashedDateOrder) => {
    setOrder(chosen);
    runPreview(chosen);
  };
  const found = shown?.found;
  const failure = preview.error ?? importing.error;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Bring your history from Toggl Track or Clockify: export the detailed report as CSV and choose the file.
        Importing the same file again adds nothing.
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        CSV export
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="text-sm text-ink-muted file:mr-3 file:rounded-md file:border-0 file:bg-accent-soft file:px-3 file:py-1.5"
        />
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          disabled={!file || busy}
          onClick={() => {
            setOrder('month-first');
            runPreview();
          }}
        >
          {preview.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <FileUp aria-hidden="true" className="size-4" />
          )}
          Preview
        </Button>
        {shown && (
          <Button
            disabled={!file || busy || shown.sessions === 0 || importing.isSuccess}
            onClick={() =>
              start(
                () =>
                  file &&
                  importing.mutate({
                    file,
                    commute: picks,
                    slashedDates: slashedDatesToSend(shown.slashedDates, order),
                  }),
              )
            }
          >
            {importing.isPending && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
            Import {count(shown.sessions, 'session')}
          </Button>
        )}
      </div>
      {busy && (
        <progress
          aria-label={importing.isPending ? 'Import progress' : 'Preview progress'}
          value={Math.round(progress * 100)}
          max={100}
          className="h-2 w-full accent-accent"
        />
      )}
      <p role="status" className="min-h-5 text-sm text-ink">
        {importing.data
          ? resultSummary(importing.data)
          : shown
            ? previewSummary(shown)
            : busy && progress >= 1
              ? 'Reading the file…'
              : ''}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {errorMessageOr(failure, 'The file could not be sent. Please try again.')}
        </p>
      )}
      {shown?.slashedDates === 'ambiguous' && !importing.data && (
        <SlashedDateChoice order={order} onChange={chooseOrder} disabled={importing.isPending} />
      )}
      {found && !importing.data && (
        <fieldset className="flex flex-col gap-3" disabled={busy}>
          <legend className="text-sm font-semibold text-ink">What counts as commute?</legend>
          <p className="text-xs text-ink-muted">
            Rows with a ticked project, client or tag are commute; the rest is work.
          </p>
          {LABEL_KINDS.filter(({ kind }) => found[kind].length > 0).map(({ kind, title }) => (
            <div key={kind} role="group" aria-label={title} className="flex flex-wrap gap-x-4 gap-y-2">
              <span className="w-full text-xs font-medium text-ink-muted">{title}</span>
              {found[kind].map((label) => (
                <label key={label} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-4 accent-accent"
                    checked={picks[kind].includes(label)}
                    onChange={() => setPicks((current) => togglePick(current, kind, label))}
                  />
                  {label}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <RefusedRows rows={importing.data?.refused ?? shown?.refused ?? []} />
    </div>
  );
}

function RefusedRows({ rows }: { rows: RowRefusal[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 id="import-refused" className="text-sm font-semibold text-ink">
        {count(rows.length, 'row')} not imported
      </h3>
      <ul aria-labelledby="import-refused" className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
        {rows.slice(0, REFUSALS_SHOWN).map((row) => (
          <li key={row.rowNumber}>
            Row {row.rowNumber}: {row.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
