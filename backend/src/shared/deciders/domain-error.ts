// A refusal the person can act on: a stable code for programs, a human message for people; when the
// message names moments or weeks, the same message as a template with those dates as data; and, for a
// few refusals, facts the app shows beside the message (the timer a start lost to).
import type { DatedMessage } from './dated-message';

/** How a refusal is answered: a request that cannot be (400), nothing there (404), a clash with what is (409), or a request that contradicts an earlier one (422). */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'unprocessable';

/** Facts a refusal carries beside its message, answered as fields of the error (plain JSON, nothing a person typed). */
export type RefusalDetails = Readonly<Record<string, unknown>>;

export class DomainError extends Error {
  /** The message's template and dates, when it names any (dated-message.ts). */
  readonly dated?: Omit<DatedMessage, 'text'>;

  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string | DatedMessage,
    readonly details?: RefusalDetails,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'DomainError';
    if (typeof message !== 'string') this.dated = { template: message.template, dates: message.dates };
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
