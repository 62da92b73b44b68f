// What a signed-in person sees when another site's page sends them to Sign Out: a question, so that a
// link or an image elsewhere cannot sign anyone out. Both answers are links within Pause.
import { renderPlainPage } from './plain-page';

export function renderSignOutQuestion(): string {
  return renderPlainPage({
    title: 'Sign out?',
    main: `  <h1>Sign out of Pause?</h1>
  <p>Another site sent you here to sign you out. If you meant to, sign out; otherwise nothing changes.</p>
  <a class="button" href="/api/logout">Sign out</a>
  <a class="button secondary" href="/">Stay signed in</a>`,
  });
}
