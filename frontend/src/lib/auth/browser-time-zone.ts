// The IANA time zone the browser runs in, or null if it cannot tell.

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function needsTimeZoneUpdate(saved: string | null, current: string | null): current is string {
  return current !== null && current !== saved;
}
