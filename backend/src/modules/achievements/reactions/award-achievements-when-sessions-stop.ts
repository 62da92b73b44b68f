// Reaction `award-achievements-when-sessions-stop`: each saved session asks for its person to be
// evaluated, by a job whose id is the event's position, so a redelivered event enqueues nothing new.
// The job carries the event's correlation id: the request that stopped the session.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../shared/event-store/stored-event';
import { JobQueue } from '../../../shared/jobs/job';
import type { EventReaction } from '../../../shared/subscriptions/event-reaction';
import { SESSION_CHANGING_EVENTS, timerStreamOwner } from '../../timer/timer.events';
import { ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, type EvaluatePerson } from './evaluate-achievements.processor';

@Injectable()
export class AwardAchievementsWhenSessionsStop implements EventReaction {
  readonly name = 'award-achievements-when-sessions-stop';
  readonly handles = SESSION_CHANGING_EVENTS;

  constructor(private readonly jobs: JobQueue) {}

  async react(events: readonly StoredEvent[]): Promise<void> {
    await this.jobs.enqueueAll<EvaluatePerson>(
      ACHIEVEMENTS_QUEUE,
      EVALUATE_PERSON,
      events.map((event) => ({
        data: { userId: timerStreamOwner(event.streamId) },
        jobId: `event-${event.position}`,
        correlationId: event.metadata.correlationId,
      })),
    );
  }
}
