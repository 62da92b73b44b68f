// The weekly digest's one announcement: on the first visit of a week that follows a week with sessions,
// a toast says last week in a line (over the page, so no section moves), and the server is told it was
// announced, so the next visit, on this device or another, stays quiet. The device remembers it too
// (lib/person-storage), so an answer kept from before the announcement (read offline, say) never
// raises a second toast; the server is still told, in case the first telling never reached it. Only
// the answer the visit opened with is judged: a digest that appears later in the visit (a session added
// to last week) waits for the next visit, rather than a toast replacing "Session added".
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast-store';
import { readForPerson, writeForPerson } from '@/lib/person-storage';
import { useLastWeekDigest } from '@/features/limits/api/last-week-digest';
import { useMarkDigestAnnounced } from '@/features/limits/api/mark-digest';
import { digestSummary } from '@/features/limits/digest-summary';

/** How long the announcement stays: long enough to read two lines. */
const ANNOUNCEMENT_MS = 12_000;

/** The Monday of the last week announced on this device. */
const ANNOUNCED_ON_THIS_DEVICE = 'digest-announced';

export function useAnnounceDigest(personId: string) {
  const digest = useLastWeekDigest();
  const announce = useMarkDigestAnnounced();
  const judged = useRef(false);
  const answered = digest.isSuccess;
  const due = digest.data?.digest;
  const dueWeek = due && !due.announced ? due.weekStart : null;

  useEffect(() => {
    if (!answered || judged.current) return;
    judged.current = true;
    if (!due || !dueWeek) return;
    if (readForPerson(personId, ANNOUNCED_ON_THIS_DEVICE) !== dueWeek) {
      writeForPerson(personId, ANNOUNCED_ON_THIS_DEVICE, dueWeek);
      const { week, line } = digestSummary(due.week);
      toast({
        title: 'Last week in review',
        description: `${week}: ${line} More in Insights.`,
        durationMs: ANNOUNCEMENT_MS,
      });
    }
    announce.mutate(dueWeek);
  }, [answered, due, dueWeek, announce, personId]);
}
