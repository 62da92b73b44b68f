// The Insights tab's "Limits and health": each limit the chosen week crossed and each health threshold,
// said once and kindly with its source, and "Your limits" beside the heading to set them.
import { isUnauthorizedError } from '@/lib/api-client';
import { useWeekHealth } from '@/features/limits/api/week-health';
import { healthNotes, type WeekWord } from '@/features/limits/health-notes';
import { HealthNoteLine } from './health-note-line';
import { LimitsSettings } from './limits-settings';

export function LimitsAndHealth({ weekStart, isCurrentWeek }: { weekStart: string; isCurrentWeek: boolean }) {
  return (
    <section aria-labelledby="limits-and-health-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id="limits-and-health-title" className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          Limits and health
        </h3>
        <LimitsSettings />
      </div>
      <LimitsAndHealthLines weekStart={weekStart} weekWord={isCurrentWeek ? 'this week' : 'that week'} />
    </section>
  );
}

function LimitsAndHealthLines({ weekStart, weekWord }: { weekStart: string; weekWord: WeekWord }) {
  const week = useWeekHealth(weekStart);
  if (week.isPending) return <p className="text-sm text-ink-muted">Checking your week...</p>;
  if (week.isError) {
    return isUnauthorizedError(week.error) ? null : (
      <p className="text-sm text-ink-muted">Your limits and health notes could not be loaded just now.</p>
    );
  }
  const notes = healthNotes(week.data, weekWord);
  if (notes.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Nothing past your limits or the health thresholds {weekWord}. Pause is not medical or legal advice.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Limits and health" className="flex flex-col gap-2">
        {notes.map((note) => (
          <HealthNoteLine key={note.id} note={note} />
        ))}
      </ul>
      <p className="text-xs text-ink-muted">Pause is not medical or legal advice; the sources say more.</p>
    </>
  );
}
