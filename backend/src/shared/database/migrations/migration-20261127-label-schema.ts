// pause_label_schema(schema, label): writes a build schema's label (build-schemas.ts) as its comment.
// COMMENT takes no bound values, so the label travels bound to a call of this function, and PostgreSQL's
// own format() quotes it into the COMMENT statement.
import { Migration } from '@mikro-orm/migrations';

export class MigrationLabelSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function pause_label_schema(schema_name text, label text) returns void
      language plpgsql as $$
      begin
        execute format('comment on schema %I is %L', schema_name, label);
      end
      $$`);
  }
}
