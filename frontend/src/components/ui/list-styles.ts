// The look shared by the rows and empty notes of the friends and challenges tabs.

export const LIST_ROW = 'flex items-center gap-3 rounded-2xl border border-line bg-canvas/70 p-3';

export const EMPTY_NOTE = 'rounded-2xl border border-dashed border-line p-6 text-center text-sm text-ink-muted';

export const LIST_HEADING = 'text-sm font-medium tracking-wide text-ink-muted uppercase';
