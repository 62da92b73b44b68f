// The weekly digest (issue 29): last week (the person's local week before this one) against their
// limits and the thresholds, computed as the sessions are now, with whether it was announced and
// dismissed (WeeklyDigestsStore). A week has a digest once it has ended, if it holds a session.
import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '#src/shared/clock/clock';
import { lastWeekStart, weekBounds, type WeekHealthView } from './domain/week-health';
import { WeekHealthReport } from './week-health-report';
import { type DigestRecord, DIGESTS_LISTED, WeeklyDigestsStore } from './weekly-digests-store';

export const NO_DIGEST = 'There is no digest for that week: it has not ended yet, or it holds no session.';

export interface DigestView {
  readonly weekStart: string;
  readonly announced: boolean;
  readonly dismissed: boolean;
  readonly week: WeekHealthView;
}

export interface PastDigestView {
  readonly weekStart: string;
  readonly announcedAt: string | null;
  readonly dismissedAt: string | null;
  readonly week: WeekHealthView;
}

@Injectable()
export class WeeklyDigests {
  constructor(
    private readonly store: WeeklyDigestsStore,
    private readonly weeks: WeekHealthReport,
    private readonly clock: Clock,
  ) {}

  /** Last week's digest, or null when last week holds no session. */
  async lastWeek(userId: string, timeZone: string): Promise<DigestView | null> {
    const weekStart = lastWeekStart(timeZone, this.clock.now().getTime());
    const [report, record] = await Promise.all([
      this.weeks.of(userId, timeZone, weekStart),
      this.store.of(userId, weekStart),
    ]);
    if (!report.holdsSessions) return null;
    return {
      weekStart,
      announced: record.announcedAt !== null,
      dismissed: record.dismissedAt !== null,
      week: report.view,
    };
  }

  /** Records the announcement (or the dismissal); NotFoundException when the week has no digest. */
  async record(userId: string, timeZone: string, weekStart: string, what: 'announced' | 'dismissed'): Promise<void> {
    const ended = weekBounds(weekStart, timeZone).endMs <= this.clock.now().getTime();
    if (!ended || !(await this.weeks.of(userId, timeZone, weekStart)).holdsSessions) {
      throw new NotFoundException(NO_DIGEST);
    }
    if (what === 'announced') await this.store.announced(userId, weekStart);
    else await this.store.dismissed(userId, weekStart);
  }

  /** The weeks whose digest was announced, newest first (at most DIGESTS_LISTED, or all), each as it is now. */
  async past(userId: string, timeZone: string, limit: number | null = DIGESTS_LISTED): Promise<PastDigestView[]> {
    const records = await this.store.announcedWeeks(userId, limit);
    const digests: PastDigestView[] = [];
    for (const record of records) digests.push(await this.pastDigest(userId, timeZone, record));
    return digests;
  }

  private async pastDigest(userId: string, timeZone: string, record: DigestRecord): Promise<PastDigestView> {
    return {
      weekStart: record.weekStart,
      announcedAt: record.announcedAt?.toISOString() ?? null,
      dismissedAt: record.dismissedAt?.toISOString() ?? null,
      week: (await this.weeks.of(userId, timeZone, record.weekStart)).view,
    };
  }
}
