// The event store, the decider runner, the projections (inline and rebuilt) and the event
// subscriptions every feature shares, and the personal fields' keys (crypto-shredding).
import { Global, Module } from '@nestjs/common';
import { PersonalDataKeys } from '../crypto-shredding/personal-data-keys';
import { PersonalFields } from '../crypto-shredding/personal-fields';
import { InlineProjections } from '../projections/inline-projections';
import { BuildSchemas } from '../projections/build-schemas';
import { ReadModelRebuild } from '../projections/read-model-rebuild';
import { EventSubscriptions } from '../subscriptions/event-subscriptions';
import { SubscriptionLag } from '../subscriptions/subscription-lag';
import { DeciderRunner } from './decider-runner';
import { EventStore } from './event-store';
import { StreamSnapshots } from './stream-snapshots';

@Global()
@Module({
  providers: [
    EventStore,
    PersonalFields,
    PersonalDataKeys,
    StreamSnapshots,
    InlineProjections,
    DeciderRunner,
    ReadModelRebuild,
    BuildSchemas,
    EventSubscriptions,
    SubscriptionLag,
  ],
  exports: [
    EventStore,
    PersonalFields,
    PersonalDataKeys,
    InlineProjections,
    DeciderRunner,
    ReadModelRebuild,
    BuildSchemas,
    EventSubscriptions,
  ],
})
export class EventStoreModule {}
