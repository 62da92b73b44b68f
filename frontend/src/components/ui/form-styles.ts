// The look of a form's text inputs, shared by every dialog that asks for text or times.

export const TEXT_INPUT =
  'mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';
