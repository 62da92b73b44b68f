// The timer feature: start and stop sessions, answer which one is running.
import { Module, type OnModuleInit } from '@nestjs/common';
import { PersonalData } from '../../shared/export/personal-data';
import { InlineProjections } from '../../shared/projections/inline-projections';
import { StartTimerHandler } from './commands/start-timer.handler';
import { StopTimerHandler } from './commands/stop-timer.handler';
import { ActiveTimerProjector } from './read-models/active-timer/active-timer.projector';
import { SessionsProjector } from './read-models/sessions/sessions.projector';
import { GetActiveTimerHandler } from './read-models/active-timer/get-active-timer.handler';
import { SessionsExport } from './read-models/sessions/sessions-export';
import { TimerController } from './timer.controller';

@Module({
  controllers: [TimerController],
  providers: [
    StartTimerHandler,
    StopTimerHandler,
    GetActiveTimerHandler,
    ActiveTimerProjector,
    SessionsProjector,
    SessionsExport,
  ],
})
export class TimerModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly activeTimer: ActiveTimerProjector,
    private readonly sessions: SessionsProjector,
    private readonly personalData: PersonalData,
    private readonly sessionsExport: SessionsExport,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.activeTimer, this.sessions);
    this.personalData.register(this.sessionsExport);
  }
}
