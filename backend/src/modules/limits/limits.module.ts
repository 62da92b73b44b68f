// Personal limits and health thresholds (issue 29): the person's own limits (columns of their users
// row), a week measured against them and against the thresholds of research and labour law, the
// four-month average, and the weekly digest (weekly_digests), with their sections of the data export.
// The rules are rules/src/personal-limits.ts and rules/src/health-thresholds.ts.
import { Feature } from '#src/shared/features/feature';
import { LimitsExport } from './export/limits-export';
import { WeeklyDigestsExport } from './export/weekly-digests-export';
import { LimitsController } from './limits.controller';
import { MonthlyWorkReader } from './monthly-work-reader';
import { PersonalLimitsStore } from './personal-limits-store';
import { TrackedSpansReader } from './tracked-spans-reader';
import { WeekHealthReport } from './week-health-report';
import { WeeklyDigests } from './weekly-digests';
import { WeeklyDigestsStore } from './weekly-digests-store';

@Feature({
  contributes: { exportSections: [LimitsExport, WeeklyDigestsExport] },
  controllers: [LimitsController],
  providers: [
    PersonalLimitsStore,
    TrackedSpansReader,
    MonthlyWorkReader,
    WeekHealthReport,
    WeeklyDigestsStore,
    WeeklyDigests,
  ],
})
export class LimitsModule {}
