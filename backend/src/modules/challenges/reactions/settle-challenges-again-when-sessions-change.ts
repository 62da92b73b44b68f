// Reaction `settle-challenges-again-when-sessions-change`: whenever a person's sessions change (a stop,
// an added, corrected, deleted or imported session), their settled challenges are settled again, by
// one job per person among the events handed over at once (what the subscription read since its last
// save), coalesced per person: one pending at a time.
import { Injectable } from '@nestjs/common';
import type { EventNotice } from '#src/shared/event-store/stored-event';
import { JobQueue, type JobToEnqueue } from '#src/shared/jobs/job';
import { type EventReaction, jobPerPerson } from '#src/shared/subscriptions/event-reaction';
import { SESSION_CHANGING_EVENTS, timerStreamOwner } from '#src/modules/timer/timer.events';
import {
  CHALLENGES_QUEUE,
  SETTLE_AGAIN_FOR_PERSON,
  type SettleAgainForPerson,
  settlementKeyFor,
} from './resolve-ended-challenges.processor';

@Injectable()
export class SettleChallengesAgainWhenSessionsChange implements EventReaction {
  readonly name = 'settle-challenges-again-when-sessions-change';
  readonly handles = SESSION_CHANGING_EVENTS;

  constructor(private readonly jobs: JobQueue) {}

  async react(events: readonly EventNotice[]): Promise<void> {
    const jobs: JobToEnqueue<SettleAgainForPerson>[] = jobPerPerson(
      events,
      (event) => timerStreamOwner(event.streamId),
      { jobIdPrefix: 'sessions-changed-', coalesceKeyFor: settlementKeyFor },
    );
    await this.jobs.enqueueAll(CHALLENGES_QUEUE, SETTLE_AGAIN_FOR_PERSON, jobs);
  }
}
