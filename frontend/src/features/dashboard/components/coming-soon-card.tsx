// Stands in for a dashboard section that a later release fills in.
import clsx from 'clsx';
import { Card, CardTitle } from '../../../components/ui/card';

type ComingSoonCardProps = {
  title: string;
  description: string;
  className?: string;
};

export function ComingSoonCard({ title, description, className }: ComingSoonCardProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      aria-labelledby={headingId}
      data-testid="coming-soon-card"
      className={clsx('border-dashed bg-surface/60 shadow-none', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <CardTitle id={headingId} className="text-ink/80">
          {title}
        </CardTitle>
        <span className="shrink-0 rounded-full bg-line/70 px-3 py-1 text-xs font-medium text-ink-muted">
          Coming soon
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{description}</p>
    </Card>
  );
}
