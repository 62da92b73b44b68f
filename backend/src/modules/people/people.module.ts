// The people directory other features look each other up in.
import { Module } from '@nestjs/common';
import { People } from './people';

@Module({ providers: [People], exports: [People] })
export class PeopleModule {}
