// The development provider's pages (sign in, sign out) and the rules for what a person may type into them.
import { escapeHtml, renderPlainPage } from '#src/modules/auth/plain-page';

export interface DevAccount {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

export interface SignInValues {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

export type SignInForm =
  | { readonly account: DevAccount; readonly values: SignInValues; readonly error?: undefined }
  | { readonly account?: undefined; readonly values: SignInValues; readonly error: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 100;

export function readSignInForm(body: Record<string, unknown>): SignInForm {
  const values: SignInValues = {
    email: text(body.email),
    givenName: text(body.givenName),
    familyName: text(body.familyName),
  };
  if (!EMAIL.test(values.email) || values.email.length > MAX_EMAIL) {
    return { values, error: 'Enter an email address such as alex@example.com.' };
  }
  if (values.givenName === '') return { values, error: 'Enter your first name.' };
  if (values.givenName.length > MAX_NAME || values.familyName.length > MAX_NAME) {
    return { values, error: `Names may have at most ${MAX_NAME} characters.` };
  }
  const email = values.email.toLowerCase();
  return { values, account: { sub: email, email, givenName: values.givenName, familyName: values.familyName } };
}

export function renderSignInPage(input: { action: string; values?: SignInValues; error?: string }): string {
  const values = input.values ?? { email: '', givenName: '', familyName: '' };
  return renderPlainPage({
    title: 'Sign in (development)',
    main: `  <h1>Sign in to Pause</h1>
  <p>Development sign-in: no password needed. Type the email and name you want to use.</p>
  ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
  <form method="post" action="${escapeHtml(input.action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}">
    <label for="givenName">First name</label>
    <input id="givenName" name="givenName" autocomplete="given-name" required value="${escapeHtml(values.givenName)}">
    <label for="familyName">Last name</label>
    <input id="familyName" name="familyName" autocomplete="family-name" value="${escapeHtml(values.familyName)}">
    <button type="submit">Sign in</button>
  </form>`,
  });
}

/** oidc-provider's logout confirmation: its hidden form, submitted by our button. */
export function renderSignOutPage(providerForm: string): string {
  return renderPlainPage({
    title: 'Sign out (development)',
    main: `  <h1>Sign out of the development provider?</h1>
  <p>Pause has signed you out. Sign out here too, so the next sign-in asks who you are.</p>
  ${providerForm}
  <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
  });
}

/** An interaction address whose sign-in is unknown: expired, finished, or never started here. */
export function renderUnknownInteractionPage(appHome: string): string {
  return renderPlainPage({
    title: 'Sign-in expired (development)',
    main: `  <h1>This sign-in has expired</h1>
  <p>The sign-in this page belonged to has finished, was cancelled or took too long. Go back to Pause and press Sign In again.</p>
  <a class="button" href="${escapeHtml(appHome)}">Back to Pause</a>`,
  });
}

/** What the provider shows when it refuses a request itself: its error code and description. */
export function renderProviderErrorPage(
  out: { error?: unknown; error_description?: unknown },
  appHome: string,
): string {
  const description = typeof out.error_description === 'string' ? out.error_description : 'the request is invalid';
  const code = typeof out.error === 'string' ? out.error : 'error';
  return renderPlainPage({
    title: 'Sign-in refused (development)',
    main: `  <h1>The development provider refused this request</h1>
  <p class="error" role="alert">${escapeHtml(`${code}: ${description}`)}</p>
  <a class="button" href="${escapeHtml(appHome)}">Back to Pause</a>`,
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
