// How one person appears to another: a name and a picture, never an email, hours or sessions.
export interface PersonSummary {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
}

export interface PersonRow {
  readonly id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly profile_image_url: string | null;
}

export function personSummaryOf(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
  };
}

/** First and last name as one, for a person reading an export; null when neither is known. */
export function fullNameOf(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
