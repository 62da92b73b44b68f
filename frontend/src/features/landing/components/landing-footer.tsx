// Landing page footer: the name, the tagline and a quiet thought to leave with.
import { BrandMark } from '@/components/ui/brand-mark';

export function LandingFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-5 py-10 text-center sm:px-8">
        <BrandMark />
        <p className="text-sm font-medium text-ink">Take Back Your Time</p>
        <blockquote className="max-w-md font-display text-ink-muted italic">
          “Your life is happening between the meetings. Make sure you are there for it.”
        </blockquote>
      </div>
    </footer>
  );
}
