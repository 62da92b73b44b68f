// The Export Data tab. The export endpoint arrives in a later release, so the
// buttons are shown but cannot be pressed yet.
import { Braces, Check, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const included = [
  'Timer sessions with timestamps and durations',
  'Earned badges',
  'Friend connections and challenges',
  'Export date and user identifier',
];

export function ExportDataTab() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">Take a copy of everything Pause keeps for you. Your time, your data.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button disabled aria-describedby="export-coming-soon">
            <Braces aria-hidden="true" className="size-4" />
            Export as JSON
          </Button>
          <Button variant="outline" disabled aria-describedby="export-coming-soon">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            Export as CSV
          </Button>
        </div>
        <p id="export-coming-soon" className="text-xs text-ink-muted">
          Exporting arrives soon. These buttons will wake up when it does.
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">What's included</h3>
        <ul className="mt-3 flex flex-col gap-2 text-sm text-ink-muted">
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
