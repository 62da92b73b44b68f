// The few pages Pause renders on the server rather than in the web app: the development provider's
// sign-in, sign-out and error pages, and the question asked before signing out from another site's
// link. They share one stylesheet, written inline and allowed by the content security policy through
// its hash (bootstrap/security-headers.ts), so the pages load nothing and run no script.
export const PLAIN_PAGE_STYLESHEET = `
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
  button, .button { display: block; box-sizing: border-box; margin-top: 1.5rem; width: 100%; padding: 0.75rem;
           border: 0; border-radius: 0.6rem; background: #5b8a72; color: #fff; font: inherit; font-size: 1rem;
           font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .secondary { margin-top: 0.75rem; background: transparent; color: #2f2a26; border: 1px solid #d8cfc6; }
  .error { background: #fdecea; color: #8a2c1f; padding: 0.6rem 0.75rem; border-radius: 0.6rem; margin: 0; }
`;

export interface PlainPage {
  /** The tab's title, after which " · Pause" follows. */
  readonly title: string;
  /** The markup inside <main>: callers escape whatever they did not write themselves. */
  readonly main: string;
}

export function renderPlainPage(page: PlainPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Pause</title>
<style>${PLAIN_PAGE_STYLESHEET}</style>
</head>
<body>
<main>
${page.main}
</main>
</body>
</html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
