// The security headers of this app: which inline stylesheets its pages need besides its own files.
import type { RequestHandler } from 'express';
import { PLAIN_PAGE_STYLESHEET } from '../modules/auth/plain-page';
import { securityHeaders } from '../shared/http/security-headers';

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
  return securityHeaders({
    publicUrl,
    inlineStylesheets: [PLAIN_PAGE_STYLESHEET, PSEUDO_ELEMENT_STYLESHEET_OF_HTML2CANVAS],
  });
}
