// Analytics: daily, weekly and monthly balance read models, fed inline by the timer's events.
import { Global } from '@nestjs/common';
import { Feature } from '#src/shared/features/feature';
import { AnalyticsController } from './analytics.controller';
import { DailyBalanceProjector } from './read-models/daily-balance/daily-balance.projector';
import { MonthlyBalanceProjector } from './read-models/monthly-balance/monthly-balance.projector';
import { WeeklyBalanceProjector } from './read-models/weekly-balance/weekly-balance.projector';
import { GetDailyBalanceHandler } from './read-models/daily-balance/get-daily-balance.handler';
import { GetMonthlyBalanceHandler } from './read-models/monthly-balance/get-monthly-balance.handler';
import { GetPeriodSummaryHandler } from './read-models/monthly-balance/get-period-summary.handler';
import { GetWeeklyBalanceHandler } from './read-models/weekly-balance/get-weekly-balance.handler';
import { WeeklyLifePercentages } from './weekly-life-percentages';

// Global, so friends and challenges need only the public file (weekly-life-percentages.ts).
@Global()
@Feature({
  contributes: {
    projectors: [DailyBalanceProjector, WeeklyBalanceProjector, MonthlyBalanceProjector],
  },
  controllers: [AnalyticsController],
  providers: [
    GetDailyBalanceHandler,
    GetWeeklyBalanceHandler,
    GetMonthlyBalanceHandler,
    GetPeriodSummaryHandler,
    WeeklyLifePercentages,
  ],
  exports: [WeeklyLifePercentages],
})
export class AnalyticsModule {}
