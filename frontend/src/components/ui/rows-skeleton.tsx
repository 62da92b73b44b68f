// Placeholder rows while a list of people or challenges is on its way.
import { LIST_ROW } from './list-styles';
import { LoadingNote } from './load-notes';
import { Skeleton } from './skeleton';

export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3">
      <LoadingNote>{label}</LoadingNote>
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {[0, 1].map((row) => (
          <li key={row} data-testid="row-skeleton" className={LIST_ROW}>
            <Skeleton className="size-10 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
