// Dashboard footer: the name, a thought for the road, and the keyboard shortcuts.
import { BrandMark } from '@/components/ui/brand-mark';
import { KeyboardShortcuts } from './keyboard-shortcuts';

export function DashboardFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-5 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <BrandMark className="text-lg" />
        <blockquote className="font-display text-sm text-ink-muted italic">
          “Every hour you take back was always yours to keep.”
        </blockquote>
        <KeyboardShortcuts />
      </div>
    </footer>
  );
}
