// JSON answers written on node:http's own response, for the routes served ahead of Express
// (served-ahead.ts) and for errors everywhere. They carry what Express's res.json would: the
// content type and length, and for a read a weak ETag of the body, with a 304 and no body when the
// request's If-None-Match already names it (the same `etag` and `fresh` Express uses).
import etag from 'etag';
import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Writes the body as JSON with the status. A HEAD request gets the headers alone (node drops the body). */
export function answerJson(response: ServerResponse, statusCode: number, body: unknown): void {
  writeJson(response, statusCode, JSON.stringify(body));
}

/**
 * A 200 with the body and its ETag, or a 304 without a body when the client already holds it. Headers
 * set on the response beforehand are part of the answer: `headersInTag` names those the ETag covers
 * besides the body, so a change to one of them is a 200 too.
 */
export function answerRead(
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
  headersInTag: readonly string[] = [],
): void {
  const text = JSON.stringify(body);
  const tagged = headersInTag.reduce((sum, name) => `${sum}\n${String(response.getHeader(name))}`, text);
  const tag = etag(tagged, { weak: true });
  response.setHeader('ETag', tag);
  if (fresh(request.headers, { etag: tag })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  writeJson(response, 200, text);
}

function writeJson(response: ServerResponse, statusCode: number, text: string): void {
  response.statusCode = statusCode;
  response.setHeader('Content-Type', JSON_CONTENT_TYPE);
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(text);
}
