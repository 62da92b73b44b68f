// The first thing a visitor reads: the promise and the first call to action.
import { ArrowRight } from 'lucide-react';
import { SignInLink } from './sign-in-link';

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-headline"
      className="mx-auto max-w-3xl px-5 pt-12 pb-16 text-center sm:px-8 sm:pt-20"
    >
      <p className="inline-flex rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-strong">
        A gentle work-life balance timer
      </p>
      <h1
        id="landing-headline"
        className="mt-6 font-display text-5xl leading-tight font-semibold tracking-tight text-ink sm:text-6xl"
      >
        Take Back Your Time
      </h1>
      <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
        Pause quietly keeps count of the hours you give to work and to the road, so you can see what is left for
        everything else, and softly claim a little more of it each week.
      </p>
      <div className="mt-9 flex flex-col items-center gap-3">
        <SignInLink size="lg">
          Get Started for Free
          <ArrowRight aria-hidden="true" className="size-5" />
        </SignInLink>
        <p className="text-sm text-ink-muted">No card, no setup. Your first session is one tap away.</p>
      </div>
    </section>
  );
}
