// The event store, the decider runner, the projections (inline and rebuilt) and the event
// subscriptions every feature shares, the receipts of commands sent with a device's own id, and the
// personal fields' keys (crypto-shredding).
import { Global, Module } from '@nestjs/common';
import { PersonalDataKeys } from '#src/shared/crypto-shredding/personal-data-keys';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { BuildSchemas } from '#src/shared/projections/build-schemas';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { SubscriptionLag } from '#src/shared/subscriptions/subscription-lag';
import { CommandReceipts } from './command-receipts';
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
    CommandReceipts,
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
    CommandReceipts,
    ReadModelRebuild,
    BuildSchemas,
    EventSubscriptions,
  ],
})
export class EventStoreModule {}
