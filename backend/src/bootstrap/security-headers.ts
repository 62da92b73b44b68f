// The security headers of this app: which inline stylesheets its pages need besides its own files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLAIN_PAGE_STYLESHEET } from '#src/modules/auth/plain-page';
import { type HeadersMiddleware, securityHeaders } from '#src/shared/http/security-headers';
import { QUEUE_BOARD_PATH } from '#src/shared/jobs/queue-board';
import { pathOf } from '#src/shared/http/request-path';

/**
 * html2canvas 1.4.1 (the share card's download) writes this stylesheet into the copy of the page it
 * draws from, to hide pseudo-elements it draws itself. The browser test of the share card fails on
 * any refused style, so a html2canvas that writes another text is noticed there.
 */
const PSEUDO_ELEMENT_STYLESHEET_OF_HTML2CANVAS = [
  '.___html2canvas___pseudoelement_before:before{\n    content: "" !important;\n    display: none !important;\n}',
  '\n         .___html2canvas___pseudoelement_after:after{\n    content: "" !important;\n    display: none !important;\n}',
].join('');

/** Plain node:http middleware, so the routes served ahead of Express carry the same headers. */
export function appSecurityHeaders(publicUrl: string): HeadersMiddleware {
  const everywhere = securityHeaders({
    publicUrl,
    inlineStylesheets: [PLAIN_PAGE_STYLESHEET, PSEUDO_ELEMENT_STYLESHEET_OF_HTML2CANVAS],
  });
  // Bull Board's pages style themselves inline (its loading placeholder, some of its parts); its
  // scripts are files like ours. Only operators in ADMIN_EMAILS ever see it.
  const onQueueBoard = securityHeaders({ publicUrl, inlineStylesheets: [], anyInlineStyle: true });
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const path = pathOf(request.url);
    const board = path === QUEUE_BOARD_PATH || path.startsWith(`${QUEUE_BOARD_PATH}/`);
    (board ? onQueueBoard : everywhere)(request, response, next);
  };
}
