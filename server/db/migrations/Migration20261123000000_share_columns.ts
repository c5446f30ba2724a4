import { Migration } from '@mikro-orm/migrations';

/** Share columns named as DESIGN.md §4 names them. */
export class Migration20261123000000_share_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "playlist_share" rename column "shared_with_id" to "shared_with_user_id";`);
    this.addSql(`alter table "playlist_share" rename column "shared_by_id" to "shared_by_user_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "playlist_share" rename column "shared_with_user_id" to "shared_with_id";`);
    this.addSql(`alter table "playlist_share" rename column "shared_by_user_id" to "shared_by_id";`);
  }
}
