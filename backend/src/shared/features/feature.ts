// How a feature module declares, in one place, what it adds to the machinery every feature shares: its
// inline projectors, its event reactions, its job processors and their schedules, its sections of the
// data export, and the fields of its events that hold what a person typed. `@Feature({...})` is the
// module's `@Module` with those lists beside it; FeatureRegistrar (feature-registrar.ts) fills every
// registry from them, once, for the whole app.
import 'reflect-metadata';
import { Module, type ModuleMetadata, type Type } from '@nestjs/common';
import type { DomainEvent } from '#src/shared/deciders/decider';
import type { PersonalDataSection } from '#src/shared/export/personal-data';
import type { JobProcessor } from '#src/shared/jobs/job';
import type { Projector } from '#src/shared/projections/projector';
import type { EventReaction } from '#src/shared/subscriptions/event-reaction';

/** Fields of one event type that hold what a person typed: sealed with their key in the log. */
export interface PersonalFieldsOf {
  readonly eventType: string;
  readonly fields: readonly string[];
}

/** The personal fields of events of one type, checked against that event's data. */
export function personalFieldsOf<Event extends DomainEvent>(
  eventType: Event['type'],
  fields: readonly (keyof Event['data'] & string)[],
): PersonalFieldsOf {
  return { eventType, fields };
}

/** A job the process that runs background work enqueues again and again. */
export interface JobSchedule {
  readonly queue: string;
  readonly name: string;
  readonly everyMs: number;
}

export interface FeatureContributions {
  /** Run in the command's transaction on every append, and by rebuilds (InlineProjections). */
  readonly projectors?: readonly Type<Projector>[];
  /** Follow the log after commit (EventSubscriptions). */
  readonly reactions?: readonly Type<EventReaction>[];
  /** Run the jobs of a queue (JobProcessors). */
  readonly processors?: readonly Type<JobProcessor>[];
  readonly schedules?: readonly JobSchedule[];
  /** The feature's part of a person's data export (PersonalData). */
  readonly exportSections?: readonly Type<PersonalDataSection>[];
  /** Sealed in the log with the person's key (PersonalFields; docs/privacy.md). */
  readonly personalFields?: readonly PersonalFieldsOf[];
}

export interface FeatureDeclaration extends ModuleMetadata {
  readonly contributes: FeatureContributions;
}

const CONTRIBUTIONS = Symbol('pause:feature-contributions');

/** The module's metadata and what it contributes; the contributing classes are made its providers. */
export function Feature({ contributes, ...metadata }: FeatureDeclaration): ClassDecorator {
  const contributing = [
    ...(contributes.projectors ?? []),
    ...(contributes.reactions ?? []),
    ...(contributes.processors ?? []),
    ...(contributes.exportSections ?? []),
  ];
  const providers = [...(metadata.providers ?? [])];
  for (const type of contributing) if (!providers.includes(type)) providers.push(type);
  return (target) => {
    Reflect.defineMetadata(CONTRIBUTIONS, contributes, target);
    Module({ ...metadata, providers })(target);
  };
}

/** What the module class declared with @Feature, or undefined for any other module. */
export function contributionsOf(moduleClass: object): FeatureContributions | undefined {
  return Reflect.getMetadata(CONTRIBUTIONS, moduleClass) as FeatureContributions | undefined;
}
