// The Import tab (issue 16, "Bring your history"): a Toggl Track or Clockify CSV export, previewed
// (how many sessions, which dates, the rows refused and why), then "What counts as commute?" among its
// projects, clients and tags (some ticked in advance: commute-memory.ts), then the import button with
// what it adds, skips and labels, and the upload's progress. A file whose slashed dates cannot tell
// their order asks which it is, previews again in it, and is imported in it.
import { FileUp, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessageOr } from '@/lib/api-error-message';
import { inPersonsDateStyle } from '@/lib/dated-message';
import { useImportSessions, usePreviewImport } from '@/features/import/api/upload-import-file';
import { type LabelKind, startingPicks, tickedBecause } from '@/features/import/commute-memory';
import { useCommuteMemory } from '@/features/import/hooks/use-commute-memory';
import {
  count,
  hasWorkToDo,
  importButtonLabel,
  importCounts,
  type ImportLabels,
  type ImportPreview,
  namesAny,
  type RowRefusal,
  type SlashedDateOrder,
  previewSummary,
  resultSummary,
  slashedDatesToSend,
  togglePick,
} from '@/features/import/import-request';
import { CommuteQuestion } from './commute-question';
import { SlashedDateChoice } from './slashed-date-choice';

/** At most this many refused rows are listed; the count says how many there are. */
const REFUSALS_SHOWN = 50;

export function ImportTab() {
  const [file, setFile] = useState<File | null>(null);
  // The picks once the person changes one; until then the file's starting picks, which follow the
  // remembered choices even if those arrive (with the signed-in person) after the preview.
  const [changedPicks, setChangedPicks] = useState<ImportLabels | null>(null);
  const [order, setOrder] = useState<SlashedDateOrder>('month-first');
  // The last preview answered: kept while the file is previewed again in another order, so the choice
  // (and the focus on it) stays on screen.
  const [shown, setShown] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const preview = usePreviewImport(setProgress);
  const importing = useImportSessions(setProgress);
  const { memory, remember } = useCommuteMemory();
  const busy = preview.isPending || importing.isPending;
  const found = shown?.found;
  const picks = changedPicks ?? (found ? startingPicks(found, memory) : null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChangedPicks(null);
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
  const toggle = (kind: LabelKind, name: string) => picks && setChangedPicks(togglePick(picks, kind, name));
  const runImport = (previewed: ImportPreview, commute: ImportLabels) =>
    start(
      () =>
        file &&
        importing.mutate(
          { file, commute, slashedDates: slashedDatesToSend(previewed.slashedDates, order) },
          { onSuccess: () => remember(previewed.found, commute) },
        ),
    );
  const failure = preview.error ?? importing.error;
  const counts = shown && !importing.data ? importCounts(shown) : [];

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
      <Button
        variant="outline"
        className="self-stretch sm:self-start"
        disabled={!file || busy}
        onClick={() => {
          setOrder('month-first');
          setChangedPicks(null);
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
      {preview.isPending && (
        <progress
          aria-label="Preview progress"
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
      {found && picks && namesAny(found) && !importing.data && (
        <CommuteQuestion
          found={found}
          picks={picks}
          tickedBecause={tickedBecause(found, memory)}
          onToggle={toggle}
          disabled={busy}
        />
      )}
      {shown && picks && (
        <div className="flex flex-col gap-2">
          <Button
            className="self-stretch sm:self-start"
            aria-describedby={counts.length > 0 ? 'import-counts' : undefined}
            disabled={!file || busy || !hasWorkToDo(shown) || importing.isSuccess}
            onClick={() => runImport(shown, picks)}
          >
            {importing.isPending && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
            {importButtonLabel(shown)}
          </Button>
          {counts.length > 0 && (
            <p id="import-counts" className="text-sm text-ink-muted">
              {counts.join(' ')}
            </p>
          )}
          {importing.isPending && (
            <progress
              aria-label="Import progress"
              value={Math.round(progress * 100)}
              max={100}
              className="h-2 w-full accent-accent"
            />
          )}
        </div>
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
            Row {row.rowNumber}: {inPersonsDateStyle({ text: row.reason, template: row.template, dates: row.dates })}
          </li>
        ))}
      </ul>
    </div>
  );
}
