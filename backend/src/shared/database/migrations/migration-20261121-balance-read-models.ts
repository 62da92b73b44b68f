// The analytics read models: work and commute milliseconds per person per local day, week and month,
// and the bookkeeping of rebuilt read models.
import { Migration } from '@mikro-orm/migrations';

export class MigrationBalanceReadModels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table daily_balance (
        user_id uuid not null,
        local_date date not null,
        work_ms bigint not null default 0,
        commute_ms bigint not null default 0,
        primary key (user_id, local_date)
      )`);
    this.addSql(`
      create table weekly_balance (
        user_id uuid not null,
        week_start date not null,
        work_ms bigint not null default 0,
        commute_ms bigint not null default 0,
        primary key (user_id, week_start)
      )`);
    this.addSql(`
      create table monthly_balance (
        user_id uuid not null,
        year integer not null,
        month integer not null check (month between 1 and 12),
        work_ms bigint not null default 0,
        commute_ms bigint not null default 0,
        primary key (user_id, year, month)
      )`);
    this.addSql(`
      create table read_model_versions (
        read_model text primary key,
        version integer not null,
        rebuilt_at timestamptz not null,
        events integer not null
      )`);
  }
}
