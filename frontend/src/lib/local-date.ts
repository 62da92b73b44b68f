// The person's own calendar day, as the API and saved file names write it.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of the local calendar day (never the UTC one). */
export function formatIsoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
