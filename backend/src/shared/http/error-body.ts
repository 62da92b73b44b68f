// The single error shape every failed request gets: {statusCode, error, message}, and, on a few domain
// refusals, facts beside them for the app to show (the timer a start lost to: `runningTimer`).
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string | string[];
}

/** The shape, with a refusal's facts (if any) as fields beside it: they never replace the three. */
export function errorBody(
  statusCode: number,
  message: string | string[],
  details: Readonly<Record<string, unknown>> = {},
): ErrorBody {
  return { ...details, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
