// The dashboard's keyboard shortcuts, listed in a dialog that ? opens (or the footer's button). The
// timer panel handles W, C and S itself (features/timer); this list is where a person learns them.
import { Keyboard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useKeyShortcut } from '@/hooks/use-key-shortcut';

const SHORTCUTS = [
  { key: 'W', does: 'Start work' },
  { key: 'C', does: 'Start commute' },
  { key: 'S', does: 'Stop the timer' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  useKeyShortcut('?', () => setOpen(true), !open);

  return (
    <>
      <Button variant="ghost" size="sm" aria-keyshortcuts="?" onClick={() => setOpen(true)}>
        <Keyboard aria-hidden="true" className="size-4" />
        Keyboard shortcuts
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Keyboard shortcuts"
          description="Anywhere on the dashboard, except while you type in a field."
        >
          <dl className="mt-5 flex flex-col gap-2">
            {SHORTCUTS.map(({ key, does }) => (
              <div key={key} className="flex items-center gap-4 rounded-2xl bg-canvas px-4 py-2.5">
                <dt>
                  <kbd className="inline-flex min-w-8 items-center justify-center rounded-lg border border-line bg-surface px-2 py-1 font-mono text-sm font-semibold text-ink shadow-sm">
                    {key}
                  </kbd>
                </dt>
                <dd className="text-sm text-ink">{does}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}
