// A refusal the person can act on: a stable code for programs, a human message for people, and, when
// the message names moments or weeks, the same message as a template with those dates as data.
import type { DatedMessage } from './dated-message';

export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict';

export class DomainError extends Error {
  /** The message's template and dates, when it names any (dated-message.ts). */
  readonly dated?: Omit<DatedMessage, 'text'>;

  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string | DatedMessage,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'DomainError';
    if (typeof message !== 'string') this.dated = { template: message.template, dates: message.dates };
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
