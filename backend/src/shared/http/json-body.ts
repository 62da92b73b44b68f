// The API's body parser: a JSON object, 16 kB at most and at most 32 levels deep, mounted on /api
// alone so the OpenID provider under /oidc reads its own bodies. Its refusals are answered here, in
// the single error shape (body-parser-refusals.ts words them); the depth limit keeps the recursive
// validators that run later from overflowing the stack. Text PostgreSQL cannot store (a
// NUL character, half of a surrogate pair) is refused here too, whichever field holds it.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { describeBodyParserRefusal, isBodyParserRefusal } from './body-parser-refusals';
import { errorBody } from './error-body';

const JSON_BODY_LIMIT_BYTES = 16 * 1024;
const JSON_BODY_MAX_DEPTH = 32;

export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      if (isBodyParserRefusal(error)) return refuse(response, describeBodyParserRefusal(error), error.status);
      if (error) return next(error);
      const body: unknown = request.body;
      if (body !== undefined && !isPlainObject(body)) {
        return refuse(response, 'The request body must be a JSON object such as {"type": "work"}.');
      }
      if (body !== undefined && depthOf(body) > JSON_BODY_MAX_DEPTH) {
        return refuse(response, `The request body is nested more than ${JSON_BODY_MAX_DEPTH} levels deep.`);
      }
      if (body !== undefined && holdsUnstorableText(body)) {
        return refuse(
          response,
          'Text in the request holds a NUL character (\\u0000) or half of a surrogate pair, which cannot be saved. Remove it and send again.',
        );
      }
      next();
    });
}

function refuse(response: Response, message: string, status = 400): void {
  response.status(status).json(errorBody(status, message));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nesting depth of a parsed JSON value, walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL, or a UTF-16 surrogate without its other half: JSON allows both, PostgreSQL's text does not. */
function isUnstorable(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/** Whether any string in a parsed JSON value, key or value, is one PostgreSQL cannot store. */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string' && isUnstorable(current)) return true;
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      if (isUnstorable(key)) return true;
      pending.push(child);
    }
  }
  return false;
}
