// The API's body parser: JSON objects only, 16 kB at most, mounted on /api alone so the OpenID
// provider under /oidc reads its own bodies. Its refusals are answered here, in the single error
// shape, before Nest would turn them into a generic message.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { errorBody } from './error-body';

export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

/** What body-parser's errors (http-errors) carry. */
interface BodyParserError {
  readonly status: number;
  readonly type?: string;
}

export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      if (!isBodyParserError(error)) return next(error);
      response.status(error.status).json(errorBody(error.status, describe(error)));
    });
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const status = (error as BodyParserError | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function describe(error: BodyParserError): string {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON. Send a JSON object such as {"type": "work"}.';
    case 'entity.too.large':
      return `The request body is too large. Requests may carry at most ${JSON_BODY_LIMIT_BYTES / 1024} kB.`;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body must be UTF-8 encoded JSON.';
    default:
      return 'The request body could not be read.';
  }
}
