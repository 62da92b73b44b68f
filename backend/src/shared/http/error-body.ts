// The single error shape every failed request gets.
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string | string[];
}

export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
