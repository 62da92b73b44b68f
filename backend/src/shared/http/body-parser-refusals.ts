// What Express's body parsers (body-parser, through http-errors) refuse, as a sentence: the API's JSON
// parser answers with it itself (json-body.ts), and answerError does for any other parser, such as the
// development provider's sign-in form. A refusal is the client's doing: a 4xx, never logged as a fault.

/** What body-parser's errors (http-errors) carry: `expose` marks an error meant for the client. */
export interface BodyParserRefusal {
  readonly status: number;
  /** body-parser's own name for what went wrong: `entity.too.large`, `entity.parse.failed`… */
  readonly type?: string;
  /** For `entity.too.large`: the most bytes the parser takes. */
  readonly limit?: number;
}

export function isBodyParserRefusal(error: unknown): error is BodyParserRefusal {
  const { status, expose } = (error ?? {}) as Partial<BodyParserRefusal> & { expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

export function describeBodyParserRefusal(refusal: BodyParserRefusal): string {
  switch (refusal.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON. Send a JSON object such as {"type": "work"}.';
    case 'entity.too.large':
      return refusal.limit === undefined ? 'The request body is too large.' : bodyTooLarge(refusal.limit);
    case 'parameters.too.many':
      return 'The request body holds too many fields.';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body must be UTF-8 encoded.';
    case 'request.aborted':
      return 'The request body was cut off before it ended.';
    default:
      return 'The request body could not be read.';
  }
}

/** The sentence for a body over a limit of `limitBytes`, whichever parser or guard refused it. */
export function bodyTooLarge(limitBytes: number): string {
  return `The request body is too large. Requests may carry at most ${Math.floor(limitBytes / 1024)} kB.`;
}
