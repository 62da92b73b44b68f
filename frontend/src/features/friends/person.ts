// The short portrait of another person the friends endpoints return, and how
// their name reads on screen.
import type { ApiSchema } from '@/lib/api/api-types';

export type PersonSummary = ApiSchema<'PersonSummaryAnswer'>;

/** 'Sam Lee', or whichever part is known, or 'Friend' when neither is. */
export function fullName(person: Pick<PersonSummary, 'firstName' | 'lastName'>): string {
  const parts = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Friend';
}
