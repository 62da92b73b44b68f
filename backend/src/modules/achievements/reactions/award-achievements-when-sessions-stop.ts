// Reaction `award-achievements-when-sessions-stop`: the saved sessions handed over at once (what the
// subscription read since its last save, up to 20 pages) ask for each person among them to be
// evaluated, by one job named after the position of that person's last event (so a redelivery
// enqueues nothing new) and carrying that event's correlation id, the request that caused it. The
// jobs are coalesced per person: an import of thousands of sessions leaves one evaluation waiting at
// a time, not one per page or per session.
import { Injectable } from '@nestjs/common';
import type { EventNotice } from '#src/shared/event-store/stored-event';
import { JobQueue, type JobToEnqueue } from '#src/shared/jobs/job';
import { type EventReaction, jobPerPerson } from '#src/shared/subscriptions/event-reaction';
import { SESSION_CHANGING_EVENTS, timerStreamOwner } from '#src/modules/timer/timer.events';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_PERSON,
  type EvaluatePerson,
  evaluationKeyFor,
} from './evaluate-achievements.processor';

@Injectable()
export class AwardAchievementsWhenSessionsStop implements EventReaction {
  readonly name = 'award-achievements-when-sessions-stop';
  readonly handles = SESSION_CHANGING_EVENTS;

  constructor(private readonly jobs: JobQueue) {}

  async react(events: readonly EventNotice[]): Promise<void> {
    const jobs: JobToEnqueue<EvaluatePerson>[] = jobPerPerson(events, (event) => timerStreamOwner(event.streamId), {
      jobIdPrefix: 'event-',
      coalesceKeyFor: evaluationKeyFor,
    });
    await this.jobs.enqueueAll(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, jobs);
  }
}
