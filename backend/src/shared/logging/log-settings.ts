// How much the web app and the worker write, and in which form (LOG_LEVEL, LOG_FORMAT).
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `pretty`: one readable line per entry, for a person at a terminal; `json` for everything else. */
export type LogFormat = 'json' | 'pretty';

export interface LoggingSettings {
  readonly level: LogLevel;
  /** Unset: pretty on a terminal, JSON otherwise. */
  readonly format?: LogFormat;
}
