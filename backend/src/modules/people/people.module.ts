// The people directory other features look each other up in. Global, so a feature needs only the
// public file (people.ts), never this module.
import { Global, Module } from '@nestjs/common';
import { People } from './people';

@Global()
@Module({ providers: [People], exports: [People] })
export class PeopleModule {}
