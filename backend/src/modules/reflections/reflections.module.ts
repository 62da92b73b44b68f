// Weekly reflections: one short answer per person per week to 'What moment this week made you smile?'.
import { Module, type OnModuleInit } from '@nestjs/common';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { PersonalData } from '#src/shared/export/personal-data';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { RecordReflectionHandler } from './commands/record-reflection.handler';
import { ReflectionsProjector } from './read-models/reflections/reflections.projector';
import { GetReflectionHandler } from './read-models/reflections/get-reflection.handler';
import { ReflectionsExport } from './read-models/reflections/reflections-export';
import { ReflectionsController } from './reflections.controller';
import type { ReflectionRecorded } from './reflections.events';

@Module({
  controllers: [ReflectionsController],
  providers: [RecordReflectionHandler, GetReflectionHandler, ReflectionsProjector, ReflectionsExport],
})
export class ReflectionsModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly reflections: ReflectionsProjector,
    private readonly personalData: PersonalData,
    private readonly reflectionsExport: ReflectionsExport,
    private readonly personalFields: PersonalFields,
  ) {}

  onModuleInit(): void {
    // What a person typed is sealed in the log with their key (docs/privacy.md).
    this.personalFields.register<ReflectionRecorded>('ReflectionRecorded', ['content']);
    this.inlineProjections.register(this.reflections);
    this.personalData.register(this.reflectionsExport);
  }
}
