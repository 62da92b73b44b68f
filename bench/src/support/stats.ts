// Percentiles of latency samples and the ratios every verdict rests on.

export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
}

/** Nearest-rank percentile of unsorted samples (q from 0 to 1). */
function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) throw new Error('No samples to take a percentile of.');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1];
}

export function latencyOf(samples: readonly number[]): Latency {
  return { count: samples.length, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

/**
 * The baseline against itself: its samples dealt alternately into two halves, and the ratio of
 * their percentiles. How far that lands from 1.00 is how much of any ratio is sampling noise.
 */
export function selfRatio(samples: readonly number[]): { p50: number; p99: number } {
  const [even, odd] = [samples.filter((_, index) => index % 2 === 0), samples.filter((_, index) => index % 2 === 1)];
  return { p50: percentile(even, 0.5) / percentile(odd, 0.5), p99: percentile(even, 0.99) / percentile(odd, 0.99) };
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

export const ms = (value: number): string => value.toFixed(2);
export const ratio = (value: number): string => value.toFixed(2);
export const whole = (value: number): string => Math.round(value).toLocaleString('en-US');
export const seconds = (value: number): string => value.toFixed(2);
export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
