// The timer feature: start and stop sessions (and move a running one's start), answer which one is
// running, correct the past and import sessions from another tracker, and say what each session is about;
// presses a device kept while offline count from when they were pressed, once each.
import { Feature, personalFieldsOf } from '#src/shared/features/feature';
import { AddSessionHandler } from './commands/add-session.handler';
import { ConfirmTimerHandler } from './commands/confirm-timer.handler';
import { CorrectSessionHandler } from './commands/correct-session.handler';
import { DeleteSessionHandler } from './commands/delete-session.handler';
import { DiscardTimerHandler } from './commands/discard-timer.handler';
import { ImportSessionsHandler } from './commands/import-sessions.handler';
import { ImportTurns } from './commands/import-turns';
import { LabelRunningTimerHandler } from './commands/label-running-timer.handler';
import { MoveTimerStartHandler } from './commands/move-timer-start.handler';
import { StartTimerHandler } from './commands/start-timer.handler';
import { StopTimerHandler } from './commands/stop-timer.handler';
import { ActiveTimerProjector } from './read-models/active-timer/active-timer.projector';
import { SessionsProjector } from './read-models/sessions/sessions.projector';
import { GetLabelsInUseHandler } from './read-models/session-labels/get-labels-in-use.handler';
import { GetProjectTotalsHandler } from './read-models/session-labels/get-project-totals.handler';
import { SessionLabelsProjector } from './read-models/session-labels/session-labels.projector';
import { GetActiveTimerHandler } from './read-models/active-timer/get-active-timer.handler';
import { GetTimerPollHandler } from './read-models/active-timer/get-timer-poll.handler';
import { FactsVersionProjector } from './read-models/facts-version/facts-version.projector';
import { GetWeekSessionsHandler } from './read-models/sessions/get-week-sessions.handler';
import { PreviewImportHandler } from './read-models/sessions/preview-import.handler';
import { SavedSessions } from './read-models/sessions/saved-sessions';
import { SessionsExport } from './read-models/sessions/sessions-export';
import {
  FORGET_OLD_COMMAND_RECEIPTS,
  ForgetOldCommandReceiptsProcessor,
  TIMER_QUEUE,
} from './reactions/forget-old-command-receipts.processor';
import { ImportController } from './import.controller';
import { SessionsController } from './sessions.controller';
import { TimerController } from './timer.controller';
import type { SessionAdded, SessionLabelled, TimerStarted } from './timer.events';

/** How often receipts of presses past their keeping are looked for. */
const OLD_RECEIPTS_EVERY_MS = 60 * 60 * 1000;

@Feature({
  contributes: {
    projectors: [ActiveTimerProjector, SessionsProjector, SessionLabelsProjector, FactsVersionProjector],
    exportSections: [SessionsExport],
    processors: [ForgetOldCommandReceiptsProcessor],
    schedules: [{ queue: TIMER_QUEUE, name: FORGET_OLD_COMMAND_RECEIPTS, everyMs: OLD_RECEIPTS_EVERY_MS }],
    // What a session is about is what a person typed: sealed with their key in the log (docs/privacy.md).
    personalFields: [
      personalFieldsOf<TimerStarted>('TimerStarted', ['labels']),
      personalFieldsOf<SessionAdded>('SessionAdded', ['labels']),
      personalFieldsOf<SessionLabelled>('SessionLabelled', ['labels']),
    ],
  },
  controllers: [TimerController, SessionsController, ImportController],
  providers: [
    StartTimerHandler,
    MoveTimerStartHandler,
    StopTimerHandler,
    DiscardTimerHandler,
    ConfirmTimerHandler,
    AddSessionHandler,
    CorrectSessionHandler,
    DeleteSessionHandler,
    ImportSessionsHandler,
    LabelRunningTimerHandler,
    ImportTurns,
    PreviewImportHandler,
    GetActiveTimerHandler,
    GetTimerPollHandler,
    GetWeekSessionsHandler,
    GetLabelsInUseHandler,
    GetProjectTotalsHandler,
    SavedSessions,
  ],
})
export class TimerModule {}
