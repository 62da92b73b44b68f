import { describe, expect, it } from 'vitest';
import { signInFailureNotice } from './sign-in-failure';

describe('what the landing page says after a sign-in that did not complete', () => {
  it('says nothing when the address carries no sign-in outcome', () => {
    expect(signInFailureNotice('')).toBeUndefined();
    expect(signInFailureNotice('?utm_source=newsletter')).toBeUndefined();
  });

  it('tells a person who cancelled that nothing changed, without alarm', () => {
    expect(signInFailureNotice('?signIn=cancelled')).toMatchObject({ title: 'Sign-in cancelled', variant: 'default' });
  });

  it('asks for patience when the sign-in service is down', () => {
    expect(signInFailureNotice('?signIn=unavailable')?.description).toBe(
      'The sign-in service is unavailable right now. Please try again in a moment.',
    );
  });

  it('asks the person to tell whoever runs Pause when the app is misconfigured', () => {
    expect(signInFailureNotice('?signIn=misconfigured')?.description).toMatch(/tell the person who runs Pause/);
  });

  it('reads an unknown reason as an attempt to try again', () => {
    expect(signInFailureNotice('?signIn=constructor')?.title).toBe('Sign-in did not complete');
    expect(signInFailureNotice('?signIn=failed')?.title).toBe('Sign-in did not complete');
  });
});
