// The name the balance card is saved under (spec §2 item 7).
import { formatIsoDate } from '@/lib/local-date';

/** 'life-balance-2026-11-18.png', with the person's own calendar day. */
export function shareCardFileName(date: Date): string {
  return `life-balance-${formatIsoDate(date)}.png`;
}
