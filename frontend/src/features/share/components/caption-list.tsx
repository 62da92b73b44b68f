// The suggested captions: one press copies one.
import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';

async function copyCaption(caption: string) {
  try {
    // Missing where the page is not a secure context: the same failure to the person.
    await navigator.clipboard.writeText(caption);
    toast({ title: 'Copied!', description: 'Caption copied to clipboard' });
  } catch {
    toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
  }
}

export function CaptionList({ captions }: { captions: string[] }) {
  return (
    <div>
      <h3 id="suggested-captions-title" className="text-sm font-semibold text-ink">
        Suggested captions
      </h3>
      <p className="mt-0.5 text-xs text-ink-muted">Press one to copy it, then paste it beside your card.</p>
      <ul aria-labelledby="suggested-captions-title" className="mt-3 flex flex-col gap-2">
        {captions.map((caption) => (
          <li key={caption}>
            <button
              type="button"
              aria-label={`Copy caption: ${caption}`}
              onClick={() => void copyCaption(caption)}
              className="flex w-full items-start gap-3 rounded-2xl border border-line bg-canvas px-4 py-3 text-left text-sm text-ink transition hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span className="min-w-0 flex-1">{caption}</span>
              <Copy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
