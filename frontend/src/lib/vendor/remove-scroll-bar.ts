// Stands in for react-remove-scroll-bar (vite.config.ts aliases it here), which Radix Dialog uses to
// stop the page scrolling behind a modal. The original writes a <style> element whose text depends on
// the scroll bar's width, which the content security policy refuses (style-src allows no inline
// stylesheet it cannot hash). This one only marks the body, as the original does; index.css holds the
// rule for that mark, and `scrollbar-gutter: stable` keeps the page from shifting when the bar goes.
import { useEffect } from 'react';

export const lockAttribute = 'data-scroll-locked';
export const zeroRightClassName = 'right-scroll-bar-position';
export const fullWidthClassName = 'width-before-scroll-bar';
export const noScrollbarsClassName = 'with-scroll-bars-hidden';
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';

function lockCount(): number {
  const count = Number.parseInt(document.body.getAttribute(lockAttribute) ?? '0', 10);
  return Number.isFinite(count) ? count : 0;
}

/** Counts the open modals on the body, so nested ones unlock only when the last closes. */
export function RemoveScrollBar(): null {
  useEffect(() => {
    document.body.setAttribute(lockAttribute, String(lockCount() + 1));
    return () => {
      const left = lockCount() - 1;
      if (left <= 0) document.body.removeAttribute(lockAttribute);
      else document.body.setAttribute(lockAttribute, String(left));
    };
  }, []);
  return null;
}
