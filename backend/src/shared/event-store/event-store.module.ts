// The event store, the decider runner, and the projections (inline and rebuilt) every feature shares.
import { Global, Module } from '@nestjs/common';
import { InlineProjections } from '../projections/inline-projections';
import { ReadModelRebuild } from '../projections/read-model-rebuild';
import { DeciderRunner } from './decider-runner';
import { EventStore } from './event-store';

@Global()
@Module({
  providers: [EventStore, InlineProjections, DeciderRunner, ReadModelRebuild],
  exports: [EventStore, InlineProjections, DeciderRunner, ReadModelRebuild],
})
export class EventStoreModule {}
