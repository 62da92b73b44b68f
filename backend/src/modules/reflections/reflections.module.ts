// Weekly reflections: one short answer per person per week to 'What moment this week made you smile?'.
import { Feature, personalFieldsOf } from '#src/shared/features/feature';
import { RecordReflectionHandler } from './commands/record-reflection.handler';
import { ReflectionsProjector } from './read-models/reflections/reflections.projector';
import { GetReflectionHandler } from './read-models/reflections/get-reflection.handler';
import { ReflectionsExport } from './read-models/reflections/reflections-export';
import { ReflectionsController } from './reflections.controller';
import type { ReflectionRecorded } from './reflections.events';

@Feature({
  contributes: {
    projectors: [ReflectionsProjector],
    exportSections: [ReflectionsExport],
    // What a person typed is sealed in the log with their key (docs/privacy.md).
    personalFields: [personalFieldsOf<ReflectionRecorded>('ReflectionRecorded', ['content'])],
  },
  controllers: [ReflectionsController],
  providers: [RecordReflectionHandler, GetReflectionHandler],
})
export class ReflectionsModule {}
