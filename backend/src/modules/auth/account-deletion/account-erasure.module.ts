// Forgetting a person, for every kind of process that may have to: the web app (a person deleting
// their account) and the command-line tools (a restore deleting again who a later backup says left).
import { Module } from '@nestjs/common';
import { AccountErasure } from './account-erasure';

@Module({ providers: [AccountErasure], exports: [AccountErasure] })
export class AccountErasureModule {}
