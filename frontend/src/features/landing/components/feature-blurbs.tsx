// The three things Pause does, each in a few calm sentences.
import { Hourglass, Share2, Sparkles, type LucideIcon } from 'lucide-react';

type Blurb = {
  title: string;
  body: string;
  Icon: LucideIcon;
  tint: string;
};

const blurbs: Blurb[] = [
  {
    title: 'Simple Timer',
    body: 'Just two buttons: Start Work and Start Commute. Tap one as you begin, stop when you are done, and Pause remembers the rest.',
    Icon: Hourglass,
    tint: 'bg-accent-soft text-accent-strong',
  },
  {
    title: 'Beautiful Insights',
    body: 'Emotional visualisations show how your week truly felt, and weekly reflection prompts invite you to notice what went well.',
    Icon: Sparkles,
    tint: 'bg-sand-soft text-ink',
  },
  {
    title: 'Share Your Journey',
    body: 'Turn a well-balanced week into a shareable balance card and celebrate the hours you took back with the people cheering you on.',
    Icon: Share2,
    tint: 'bg-sage-soft text-sage-strong',
  },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-5 pb-16 sm:px-8">
      <h2 id="features-title" className="sr-only">
        What Pause offers
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {blurbs.map(({ title, body, Icon, tint }) => (
          <li key={title} className="rounded-3xl border border-line bg-surface p-7 shadow-sm shadow-ink/5">
            <span className={`inline-flex size-12 items-center justify-center rounded-2xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 font-display text-xl font-semibold text-ink">{title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
