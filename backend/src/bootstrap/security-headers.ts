// The security headers of this app: which inline stylesheets its pages need besides its own files.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PLAIN_PAGE_STYLESHEET } from '../modules/auth/plain-page';
import { securityHeaders } from '../shared/http/security-headers';
import { QUEUE_BOARD_PATH } from '../shared/jobs/queue-board';

/**
 * html2canvas 1.4.1 (the share card's download) writes this stylesheet into the copy of the page it
 * draws from, to hide pseudo-elements it draws itself. The browser test of the share card fails on
 * any refused style, so a html2canvas that writes another text is noticed there.
 */
const PSEUDO_ELEMENT_STYLESHEET_OF_HTML2CANVAS = [
  '.___html2canvas___pseudoelement_before:before{\n    content: "" !important;\n    display: none !important;\n}',
  '\n         .___html2canvas___pseudoelement_after:after{\n    content: "" !important;\n    display: none !important;\n}',
].join('');

export function appSecurityHeaders(publicUrl: string): RequestHandler {
  const everywhere = securityHeaders({
    publicUrl,
    inlineStylesheets: [PLAIN_PAGE_STYLESHEET, PSEUDO_ELEMENT_STYLESHEET_OF_HTML2CANVAS],
  });
  // Bull Board's pages style themselves inline (its loading placeholder, some of its parts); its
  // scripts are files like ours. Only operators in ADMIN_EMAILS ever see it.
  const onQueueBoard = securityHeaders({ publicUrl, inlineStylesheets: [], anyInlineStyle: true });
  return (request: Request, response: Response, next: NextFunction) => {
    const board = request.path === QUEUE_BOARD_PATH || request.path.startsWith(`${QUEUE_BOARD_PATH}/`);
    (board ? onQueueBoard : everywhere)(request, response, next);
  };
}
