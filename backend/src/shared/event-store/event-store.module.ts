// The event store, the inline projections and the decider runner: the write side every feature shares.
import { Global, Module } from '@nestjs/common';
import { InlineProjections } from '../projections/inline-projections';
import { DeciderRunner } from './decider-runner';
import { EventStore } from './event-store';

@Global()
@Module({
  providers: [EventStore, InlineProjections, DeciderRunner],
  exports: [EventStore, InlineProjections, DeciderRunner],
})
export class EventStoreModule {}
