// The single error shape every failed request gets; a refusal whose message names moments or weeks
// adds the message's template and those dates as data (shared/deciders/dated-message.ts).
import { STATUS_CODES } from 'node:http';
import type { DatedMessage } from '#src/shared/deciders/dated-message';

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string | string[];
  readonly template?: string;
  readonly dates?: DatedMessage['dates'];
}

export function errorBody(
  statusCode: number,
  message: string | string[],
  dated?: Omit<DatedMessage, 'text'>,
): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...dated };
}
