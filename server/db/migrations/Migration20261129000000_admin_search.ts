import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin lists at scale (npm run bench:admin): trigram indexes so a search
 * (ILIKE '%text%') does not read every row, and the playlists' default order (newest first).
 * pg_trgm ships with PostgreSQL and is a trusted extension (13+): the database owner may create it.
 */
export class Migration20261129000000_admin_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "user_username_trgm_idx" on "user" using gin ("username" gin_trgm_ops);`);
    this.addSql(`create index "user_email_trgm_idx" on "user" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "user_display_name_trgm_idx" on "user" using gin ("display_name" gin_trgm_ops);`);
    this.addSql(`create index "playlist_name_trgm_idx" on "playlist" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "playlist_created_idx" on "playlist" ("created_at" desc, "id");`);
    this.addSql(`create index "user_username_idx" on "user" ("username", "id");`);
  }

  override async down(): Promise<void> {
    for (const index of [
      'user_username_idx',
      'playlist_created_idx',
      'playlist_name_trgm_idx',
      'user_display_name_trgm_idx',
      'user_email_trgm_idx',
      'user_username_trgm_idx',
    ]) {
      this.addSql(`drop index "${index}";`);
    }
  }
}
