// personal_data_key_held(owner): the check a statement that writes sealed fields makes on their key.
// It share-locks the owner's key row until the statement's transaction ends, so an account deletion
// waits for a write already under way and then finds (and removes) what it wrote, and it fails the
// statement (SQLSTATE PK001) when the key was destroyed: a write after the deletion is refused. Being a
// function, it lets the append that holds the key be the transaction's one statement
// (shared/event-store/event-store.ts).
import { Migration } from '@mikro-orm/migrations';

export class MigrationPersonalDataKeyHeld extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function personal_data_key_held(owner text) returns boolean language plpgsql volatile as $held$
      begin
        perform 1 from personal_data_keys where user_id = owner and key is not null for share;
        if not found then
          raise exception 'The personal data key was destroyed: the account has been deleted.' using errcode = 'PK001';
        end if;
        return true;
      end
      $held$`);
  }
}
