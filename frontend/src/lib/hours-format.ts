// How hours are written on screen: totals with one decimal (spec §9).

/** '12.5': one decimal, never '-0.0'. */
export function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (rounded === 0 ? 0 : rounded).toFixed(1);
}

/** '12.5h' */
export function formatHours(value: number): string {
  return `${oneDecimal(value)}h`;
}
