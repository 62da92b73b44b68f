// Saves a file the app made in the browser (the balance card, a data export)
// under a name of our choosing, through a temporary object URL.

// Some browsers read the object URL only after click() has returned; freeing it
// a minute later is long after any download has started.
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
