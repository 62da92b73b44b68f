// A person's week measured against their limits and the health thresholds, as it stands now: their
// limits (PersonalLimitsStore), the spans around the week (TrackedSpansReader) and the Clock, handed to
// the pure weekHealth (domain/week-health.ts). Used by the week call, the digests and the export alike.
import { Injectable } from '@nestjs/common';
import { NO_LIMITS } from '@pause/rules/personal-limits';
import { Clock } from '#src/shared/clock/clock';
import { weekBounds, weekHealth, weekHoldsSessions, type WeekHealthView } from './domain/week-health';
import { PersonalLimitsStore } from './personal-limits-store';
import { TrackedSpansReader } from './tracked-spans-reader';

export interface WeekHealthReportOf {
  readonly view: WeekHealthView;
  /** Whether any session lies in the week: a week without one has no digest. */
  readonly holdsSessions: boolean;
}

@Injectable()
export class WeekHealthReport {
  constructor(
    private readonly limits: PersonalLimitsStore,
    private readonly spans: TrackedSpansReader,
    private readonly clock: Clock,
  ) {}

  async of(userId: string, timeZone: string, weekStart: string): Promise<WeekHealthReportOf> {
    const nowMs = this.clock.now().getTime();
    const { readFromMs, readUntilMs } = weekBounds(weekStart, timeZone);
    const [limits, spans] = await Promise.all([
      this.limits.of(userId),
      this.spans.between(userId, readFromMs, readUntilMs, nowMs, timeZone),
    ]);
    return {
      view: weekHealth({ weekStart, timeZone, limits: limits ?? NO_LIMITS, spans, nowMs }),
      holdsSessions: weekHoldsSessions(spans, weekStart, timeZone),
    };
  }
}
