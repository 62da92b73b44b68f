// The closing invitation near the bottom of the landing page.
import { SignInLink } from './sign-in-link';

export function JourneyInvitation() {
  return (
    <section aria-labelledby="journey-title" className="mx-auto max-w-6xl px-5 pb-20 sm:px-8">
      <div className="rounded-[2rem] bg-ink px-6 py-14 text-center text-canvas sm:px-12">
        <h2 id="journey-title" className="font-display text-3xl font-semibold sm:text-4xl">
          Your evenings are waiting for you
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-canvas/80">
          Begin with a single session today. Small pauses add up to days that feel like your own again.
        </p>
        <SignInLink size="lg" className="mt-8">
          Start Your Journey
        </SignInLink>
      </div>
    </section>
  );
}
