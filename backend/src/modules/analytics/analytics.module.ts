// Analytics: daily, weekly and monthly balance read models, fed inline by the timer's events.
import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { AnalyticsController } from './analytics.controller';
import { DailyBalanceProjector } from './read-models/daily-balance/daily-balance.projector';
import { MonthlyBalanceProjector } from './read-models/monthly-balance/monthly-balance.projector';
import { WeeklyBalanceProjector } from './read-models/weekly-balance/weekly-balance.projector';
import { GetDailyBalanceHandler } from './read-models/daily-balance/get-daily-balance.handler';
import { GetMonthlyBalanceHandler } from './read-models/monthly-balance/get-monthly-balance.handler';
import { GetWeeklyBalanceHandler } from './read-models/weekly-balance/get-weekly-balance.handler';
import { WeeklyLifePercentages } from './weekly-life-percentages';

// Global, so friends and challenges need only the public file (weekly-life-percentages.ts).
@Global()
@Module({
  controllers: [AnalyticsController],
  providers: [
    DailyBalanceProjector,
    WeeklyBalanceProjector,
    MonthlyBalanceProjector,
    GetDailyBalanceHandler,
    GetWeeklyBalanceHandler,
    GetMonthlyBalanceHandler,
    WeeklyLifePercentages,
  ],
  exports: [WeeklyLifePercentages],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly daily: DailyBalanceProjector,
    private readonly weekly: WeeklyBalanceProjector,
    private readonly monthly: MonthlyBalanceProjector,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.daily, this.weekly, this.monthly);
  }
}
