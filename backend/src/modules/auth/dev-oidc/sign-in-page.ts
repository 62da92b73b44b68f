// The development provider's pages (sign in, sign out) and the rules for what a person may type into them.
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

const PAGE_STYLE = `<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: #f7f3ee; color: #2f2a26; }
  main { width: min(24rem, 92vw); background: #fff; border-radius: 1rem; padding: 2rem;
         box-shadow: 0 10px 30px rgba(47, 42, 38, 0.08); }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  p { margin: 0 0 1.5rem; color: #6b625a; font-size: 0.95rem; }
  label { display: block; font-weight: 600; font-size: 0.9rem; margin: 1rem 0 0.35rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.65rem 0.75rem; border: 1px solid #d8cfc6;
          border-radius: 0.6rem; font-size: 1rem; }
  input:focus { outline: 2px solid #5b8a72; outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; border: 0; border-radius: 0.6rem;
           background: #5b8a72; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .error { background: #fdecea; color: #8a2c1f; padding: 0.6rem 0.75rem; border-radius: 0.6rem; margin: 0; }
</style>`;

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
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Pause (development)</title>
${PAGE_STYLE}
</head>
<body>
<main>
  <h1>Sign in to Pause</h1>
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
  </form>
</main>
</body>
</html>`;
}

/** oidc-provider's logout confirmation: its hidden form, submitted by our button. */
export function renderSignOutPage(providerForm: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Pause (development)</title>
${PAGE_STYLE}
</head>
<body>
<main>
  <h1>Sign out of the development provider?</h1>
  <p>Pause has signed you out. Sign out here too, so the next sign-in asks who you are.</p>
  ${providerForm}
  <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
</main>
</body>
</html>`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
