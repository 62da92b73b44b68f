// One "Limits and health" sentence on screen, with its public source as a named link that opens apart.
import { HeartPulse, Target } from 'lucide-react';
import type { HealthNote } from '@/features/limits/health-notes';

export function HealthNoteLine({ note }: { note: HealthNote }) {
  const Icon = note.kind === 'limit' ? Target : HeartPulse;
  return (
    <li data-note={note.id} className="flex items-start gap-3 rounded-2xl bg-canvas px-4 py-3 text-sm text-ink">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-strong" />
      <span>
        <span className="sr-only">{note.kind === 'limit' ? 'Your limit: ' : 'Health note: '}</span>
        {note.lead}
        {note.source ? (
          <>
            {' ('}
            <a
              href={note.source.href}
              target="_blank"
              rel="noreferrer"
              className="rounded-sm font-medium text-accent-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {note.source.name}
            </a>
            {')'}
          </>
        ) : null}
        {note.rest}
      </span>
    </li>
  );
}
