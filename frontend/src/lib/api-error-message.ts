// Turns a failed call into the sentence a person should read in a toast, any moments or weeks it names
// written in the person's own date style (lib/dated-message.ts).
import { inPersonsDateStyle } from './dated-message';

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

type ErrorBody = { message?: unknown; template?: unknown; dates?: unknown };

function messageFromBody(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as ErrorBody | null;
    const { message, template, dates } = parsed ?? {};
    if (typeof message === 'string' && message.trim())
      return inPersonsDateStyle({ text: message, template, dates }).trim();
    if (Array.isArray(message)) {
      const parts = message.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      return parts.length > 0 ? parts.map((part) => part.trim()).join(', ') : null;
    }
    return null;
  } catch {
    // Not JSON: a short plain-text body is still worth showing, an HTML page is not.
    const text = body.trim();
    return text && text.length <= 200 && !text.startsWith('<') ? text : null;
  }
}

/**
 * The server's human message inside an API error ("409: {...message...}"),
 * or null when there is none (network failures, empty or unreadable bodies).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? messageFromBody(match[1]) : null;
}

export function errorMessageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
