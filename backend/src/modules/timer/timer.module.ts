// The timer feature: start and stop sessions, answer which one is running.
import { Module, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '../../shared/projections/inline-projections';
import { StartTimerHandler } from './commands/start-timer.handler';
import { StopTimerHandler } from './commands/stop-timer.handler';
import { ActiveTimerProjector } from './projections/active-timer.projector';
import { SessionsProjector } from './projections/sessions.projector';
import { GetActiveTimerHandler } from './queries/get-active-timer.handler';
import { TimerController } from './timer.controller';

@Module({
  controllers: [TimerController],
  providers: [
    StartTimerHandler,
    StopTimerHandler,
    GetActiveTimerHandler,
    ActiveTimerProjector,
    SessionsProjector,
  ],
})
export class TimerModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly activeTimer: ActiveTimerProjector,
    private readonly sessions: SessionsProjector,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.activeTimer, this.sessions);
  }
}
