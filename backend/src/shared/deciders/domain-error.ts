// A refusal the person can act on: a stable code for programs, a human message for people.
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
