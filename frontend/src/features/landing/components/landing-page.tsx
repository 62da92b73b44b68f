// What a signed-out visitor sees at '/'.
import { FeatureBlurbs } from './feature-blurbs';
import { JourneyInvitation } from './journey-invitation';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { useSignInFailureToast } from './use-sign-in-failure-toast';

export function LandingPage() {
  useSignInFailureToast();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent-soft/60 via-canvas to-canvas">
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <FeatureBlurbs />
        <JourneyInvitation />
      </main>
      <LandingFooter />
    </div>
  );
}
