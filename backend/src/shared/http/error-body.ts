// The single error shape every failed request gets: {statusCode, error, message}; a refusal whose message
// names moments or weeks adds the message's template and those dates as data
// (shared/deciders/dated-message.ts), and a few domain refusals add facts for the app to show (the timer
// a start lost to: `runningTimer`).
import { STATUS_CODES } from 'node:http';
import type { DatedMessage } from '#src/shared/deciders/dated-message';

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string | string[];
  readonly template?: string;
  readonly dates?: DatedMessage['dates'];
}

/** The shape, with a refusal's dates and facts (if any) as fields beside it: they never replace the three. */
export function errorBody(
  statusCode: number,
  message: string | string[],
  extra: { readonly dated?: Omit<DatedMessage, 'text'>; readonly details?: Readonly<Record<string, unknown>> } = {},
): ErrorBody {
  return { ...extra.details, ...extra.dated, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
