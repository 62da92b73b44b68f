// Fills every shared registry from the features' declarations (@Feature, feature.ts), once, when the
// app starts: the inline projectors, the event reactions, the job processors, the export sections and
// the personal fields at init; the job schedules at bootstrap, in the process that runs background work.
// No feature module registers anything itself.
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit, type Type } from '@nestjs/common';
import { ModuleRef, ModulesContainer } from '@nestjs/core';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { PersonalData } from '#src/shared/export/personal-data';
import { JobQueue } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { BACKGROUND_WORK_HERE } from '#src/shared/jobs/jobs.module';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { type FeatureContributions, contributionsOf } from './feature';

@Injectable()
export class FeatureRegistrar implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly modules: ModulesContainer,
    private readonly moduleRef: ModuleRef,
    private readonly inlineProjections: InlineProjections,
    private readonly subscriptions: EventSubscriptions,
    private readonly processors: JobProcessors,
    private readonly personalData: PersonalData,
    private readonly personalFields: PersonalFields,
    private readonly jobs: JobQueue,
    @Inject(BACKGROUND_WORK_HERE) private readonly backgroundWorkHere: boolean,
  ) {}

  onModuleInit(): void {
    for (const contributes of this.features()) {
      this.inlineProjections.register(...this.instancesOf(contributes.projectors));
      for (const reaction of this.instancesOf(contributes.reactions)) this.subscriptions.register(reaction);
      for (const processor of this.instancesOf(contributes.processors)) this.processors.register(processor);
      this.personalData.register(...this.instancesOf(contributes.exportSections));
      for (const { eventType, fields } of contributes.personalFields ?? []) {
        this.personalFields.register(eventType, fields as never);
      }
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.backgroundWorkHere) return;
    for (const contributes of this.features()) {
      for (const { queue, name, everyMs } of contributes.schedules ?? [])
        await this.jobs.schedule(queue, name, everyMs);
    }
  }

  /** The declarations of the feature modules this app was built with, in the order Nest holds them. */
  private features(): FeatureContributions[] {
    return [...this.modules.values()].flatMap((module) => {
      const contributes = contributionsOf(module.metatype);
      return contributes ? [contributes] : [];
    });
  }

  private instancesOf<T>(types: readonly Type<T>[] | undefined): T[] {
    return (types ?? []).map((type) => this.moduleRef.get(type, { strict: false }));
  }
}
