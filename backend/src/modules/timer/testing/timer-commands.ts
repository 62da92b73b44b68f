// Starting and stopping a person's timer through the command bus, as the controller does, for tests
// that need many people's sessions quickly (no sign-in, no HTTP).
import type { CommandBus } from '@nestjs/cqrs';
import { metadataFor } from '../../../shared/testing/event-metadata';
import { StartTimer } from '../commands/start-timer.handler';
import { StopTimer } from '../commands/stop-timer.handler';
import type { SessionType } from '../timer.events';

export function startTimer(commands: CommandBus, userId: string, type: SessionType, timeZone: string) {
  return commands.execute(new StartTimer(userId, type, timeZone, metadataFor(userId)));
}

export function stopTimer(commands: CommandBus, userId: string) {
  return commands.execute(new StopTimer(userId, metadataFor(userId)));
}
